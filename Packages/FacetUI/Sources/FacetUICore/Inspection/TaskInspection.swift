// The action of a `.task` modifier, run directly by inspection tools (FacetInspector).
// SwiftUI has no such accessor; it is underscored because only tools call it.

/// A `.task` modifier applied to a view, whatever its id type.
@MainActor
protocol InspectableTaskModifier {
    var inspectedTaskAction: @MainActor @Sendable () async -> Void { get }
    var inspectedTaskID: Any { get }
}

extension ModifiedContent: InspectableTaskModifier where Content: View, Modifier: TaskActionCarrier {
    var inspectedTaskAction: @MainActor @Sendable () async -> Void { modifier.action }
    var inspectedTaskID: Any { modifier.anyID }
}

/// A modifier holding a task's action.
@MainActor
protocol TaskActionCarrier {
    var action: @MainActor @Sendable () async -> Void { get }
    /// The id the task restarts for (`.task(id:)`).
    var anyID: Any { get }
}

extension TaskModifier: TaskActionCarrier {
    var anyID: Any { id }
}

extension ViewNode {
    /// The action of this node's `.task` modifier (`.task(_:)` or `.task(id:_:)`), or `nil`
    /// for another node. Calling it runs the action once more, outside the task the modifier
    /// manages. For inspection tools.
    public var _taskAction: (@MainActor @Sendable () async -> Void)? {
        (view as? any InspectableTaskModifier)?.inspectedTaskAction
    }

    /// Whether this node's `.task(id:_:)` modifier restarts for `id` now (its id equals
    /// `id`). For inspection tools.
    public func _taskID<ID: Equatable>(is id: ID) -> Bool {
        ((view as? any InspectableTaskModifier)?.inspectedTaskID as? ID) == id
    }
}
