import Foundation

/// One page of a navigation stack (built by the stack, not by users): its content inside a
/// container widget. Pages below the top keep their nodes, and so their state, while their
/// container widget is taken out of the widget tree; it is put back when the page is on top
/// again.
struct NavigationPage: View, PrimitiveView {
    let content: IdentifiedView<AnyView, NavigationPageID>
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        NavigationPageNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of a ``NavigationPage``: fills the room it is offered, its content centred.
@MainActor
final class NavigationPageNode: WidgetContainerNode<NavigationPage, IdentifiedView<AnyView, NavigationPageID>>
{
    /// Whether the page's widget is in the widget tree.
    private(set) var isShown = true

    var pageID: NavigationPageID { value.content.id }

    override func makeWidgetContent() -> any WidgetContent { ContainerContent() }

    override func makeChild() -> IdentifiedView<AnyView, NavigationPageID> { value.content }

    /// Takes the page's widget out of the widget tree (`shown: false`) or puts it back after
    /// `sibling`'s widget; the page's nodes and state stay.
    func setShown(_ shown: Bool, after sibling: ViewNode) {
        guard shown != isShown, isMounted, let widget else { return }
        isShown = shown
        if shown {
            graph.backend.insert(widget, into: widgetParent?.widget, after: sibling.widget)
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
