// The action of a `.task` modifier, run directly by inspection tools (FacetInspector).
// SwiftUI has no such accessor; it is underscored because only tools call it.

/// A `.task` modifier applied to a view, whatever its id type.
@MainActor
protocol InspectableTaskModifier {
    var inspectedTaskAction: @MainActor @Sendable () async -> Void { get }
}

extension ModifiedContent: InspectableTaskModifier where Content: View, Modifier: TaskActionCarrier {
    var inspectedTaskAction: @MainActor @Sendable () async -> Void { modifier.action }
}

/// A modifier holding a task's action.
protocol TaskActionCarrier {
    var action: @MainActor @Sendable () async -> Void { get }
}

extension TaskModifier: TaskActionCarrier {}

extension ViewNode {
    /// The action of this node's `.task` modifier (`.task(_:)` or `.task(id:_:)`), or `nil`
    /// for another node. Calling it runs the action once more, outside the task the modifier
    /// manages. For inspection tools.
    public var _taskAction: (@MainActor @Sendable () async -> Void)? {
        (view as? any InspectableTaskModifier)?.inspectedTaskAction
    }
}
