import Foundation

/// What a navigation bar widget shows: the title of the top page of a navigation stack
/// and, when the stack is deeper than its root, a back button.
///
/// A backend draws one row: "‹ Back" at the leading edge when ``showsBackButton`` is set,
/// and ``title`` (bold, centred). Activating the back button sends
/// ``WidgetEvent/activate``, which pops the top page.
public struct NavigationBarContent: WidgetContent, Equatable {
    /// The title of the top page ("" when it sets none).
    public var title: String
    /// Whether the back button is shown (the stack is deeper than its root).
    public var showsBackButton: Bool

    /// Creates navigation bar content.
    public init(title: String, showsBackButton: Bool) {
        (self.title, self.showsBackButton) = (title, showsBackButton)
    }

    public var kind: String { "NavigationBar" }
}

/// The bar of a navigation stack (built by the stack, not by users).
struct NavigationBar: View, PrimitiveView {
    let content: NavigationBarContent
    let onBack: @MainActor () -> Void
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NavigationBarNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// A leaf with the bar widget; `.activate` (the back button) pops.
@MainActor
final class NavigationBarNode: TypedNode<NavigationBar>, WidgetEventHandler {
    private var shown: NavigationBarContent?

    override var isLayoutUnit: Bool { true }

    override func mount() {
        shown = value.content
        graph.createWidget(for: self, content: value.content)
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        guard value.content != shown else { return }
        shown = value.content
        graph.updateWidget(of: self, content: value.content)
        graph.invalidateLayout(self)
    }

    func handle(_ event: WidgetEvent) {
        guard isMounted, event == .activate, value.content.showsBackButton else { return }
        value.onBack()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        graph.backend.sizeThatFits(value.content, proposal: proposal)
    }
}
