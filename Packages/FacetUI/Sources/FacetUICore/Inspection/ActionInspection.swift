// Actions of `.onChange` and `.onSubmit` modifiers, run directly by inspection tools
// (FacetInspector). SwiftUI has none of them; they are underscored because only tools
// call them.

/// The node of an `.onChange(of:)` modifier, whatever its value type.
@MainActor
protocol InspectableChangeNode {
    func callAction(oldValue: Any?, newValue: Any) -> Bool
}

extension ChangeNode: InspectableChangeNode {
    func callAction(oldValue: Any?, newValue: Any) -> Bool {
        let modifier = value.modifier
        guard let new = newValue as? Value else { return false }
        let old = (oldValue as? Value) ?? modifier.value
        modifier.action(old, new)
        return true
    }
}

/// An `.onSubmit` modifier applied to a view.
@MainActor
protocol InspectableSubmitModifier {
    func submit(_ trigger: SubmitTriggers) -> Bool
}

extension ModifiedContent: InspectableSubmitModifier
where Content: View, Modifier == TransformEnvironmentModifier<SubmitActions> {
    func submit(_ trigger: SubmitTriggers) -> Bool {
        var actions = SubmitActions()
        modifier.transform(&actions)
        guard actions.entries.contains(where: { $0.triggers.contains(trigger) }) else { return false }
        actions.run(for: trigger)
        return true
    }
}

extension ViewNode {
    /// Whether this node is the node of an `.onChange(of:)` modifier. For inspection tools.
    public var _isOnChangeModifier: Bool { self is any InspectableChangeNode }

    /// Runs the action of this `.onChange(of:)` modifier node with `oldValue` (the value
    /// the modifier observes, when `nil`) and `newValue`; `false` when the node is not such
    /// a modifier or observes another type of value. For inspection tools.
    public func _callOnChange<V: Equatable>(oldValue: V?, newValue: V) -> Bool {
        (self as? any InspectableChangeNode)?.callAction(oldValue: oldValue, newValue: newValue) ?? false
    }

    /// Whether this node is the node of an `.onSubmit(of:_:)` modifier. For inspection tools.
    public var _isOnSubmitModifier: Bool { view is any InspectableSubmitModifier }

    /// Runs the action of this `.onSubmit(of:_:)` modifier node (only this one) for
    /// `trigger`; `false` when the node is not such a modifier or its triggers do not
    /// include `trigger`. For inspection tools.
    public func _callOnSubmit(of trigger: SubmitTriggers) -> Bool {
        (view as? any InspectableSubmitModifier)?.submit(trigger) ?? false
    }
}
