import Foundation

/// One page of a navigation stack or one column of a split view (built by them, not by
/// users): its content inside a container widget. A page below the top (a hidden column)
/// keeps its nodes, and so its state, while its container widget is taken out of the widget
/// tree; it is put back when the page is on top again.
struct NavigationPage<ID: Hashable>: View, PrimitiveView {
    let content: IdentifiedView<AnyView, ID>
    /// What the container widget shows.
    var container: any WidgetContent = ContainerContent()
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NavigationPageNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of a ``NavigationPage``: fills the room it is offered, its content centred.
@MainActor
final class NavigationPageNode<ID: Hashable>: WidgetContainerNode<
    NavigationPage<ID>, IdentifiedView<AnyView, ID>
>
{
    /// Whether the page's widget is in the widget tree.
    private(set) var isShown = true

    var pageID: ID { value.content.id }

    override func makeWidgetContent() -> any WidgetContent { value.container }

    override func makeChild() -> IdentifiedView<AnyView, ID> { value.content }

    /// Takes the page's widget out of the widget tree (`shown: false`) or puts it back after
    /// `sibling`'s widget (first without one); the page's nodes and state stay.
    func setShown(_ shown: Bool, after sibling: ViewNode?) {
        guard shown != isShown, isMounted, let widget else { return }
        isShown = shown
        if shown {
            graph.backend.insert(widget, into: widgetParent?.widget, after: sibling?.widget)
            // The backend forgets where a widget it took out was placed.
            widgetFrame = nil
            graph.setWidgetFrame(of: self)
        } else {
            graph.backend.remove(widget)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: super.computeSize(proposal))
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        placeContentCentred(in: frame)
    }
}
