import FacetUI

/// What one `.introspect` node keeps between transactions: the widget it customised (weakly),
/// the latest closure, and the observation of the widget's updates.
@MainActor
final class IntrospectionCoordinator<Entity: PlatformEntity> {
    /// The widget last handed to the closure.
    weak var widget: Entity?
    /// The latest customisation closure (from the latest modifier value).
    var customize: ((Entity) -> Void)?
    /// Re-runs the closure after transactions that update the widget's node.
    var observation: WidgetObservation?

    /// Hands `match` to the closure when it is a different widget than last time, and
    /// follows the updates of its node.
    func adopt(_ widget: Entity, node: ViewNode?) {
        guard widget !== self.widget else { return }
        stop()
        self.widget = widget
        if let node {
            observation = node.graph.observeWidget(of: node) { [weak self] _ in self?.apply() }
        }
        apply()
    }

    /// Runs the closure on the current widget.
    func apply() {
        guard let widget, let customize else { return }
        customize(widget)
    }

    /// Forgets the widget and stops observing it.
    func stop() {
        observation?.cancel()
        observation = nil
        widget = nil
    }

    /// Releases everything (the modifier's view went away).
    func tearDown() {
        stop()
        customize = nil
    }
}
