import Foundation

/// A view that adapts to the available space by showing the first child view that fits:
/// the first whose ideal size, along the constrained axes, is within the space offered;
/// the last child when none does.
///
/// Every child keeps its node and state; the ones not chosen are kept in hidden
/// containers (``ContainerContent/isHidden``), so switching back and forth is cheap.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delete the selected files")
///     Text("Delete")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first of its children fitting along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        (self.axes, self.content) = (axes, content())
    }

    public typealias Body = Never

    /// The candidates, in order: a tuple's elements, or the content itself.
    @_spi(Inspection) public var candidates: [any View] {
        (content as? any TupleElements)?.elements ?? [content]
    }

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ViewThatFitsNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// Gives access to a tuple view's elements.
@MainActor
protocol TupleElements {
    var elements: [any View] { get }
}

extension TupleView: TupleElements {}

/// The node of a `ViewThatFits`: one hidden-or-shown container per candidate.
@MainActor
final class ViewThatFitsNode<Content: View>: TypedNode<ViewThatFits<Content>> {
    private var chosen: Int?

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    private func candidate(_ index: Int, _ view: any View) -> ContainerView<AnyView> {
        ContainerView(content: AnyView(erasing: view), container: ContainerContent(isHidden: index != chosen))
    }

    override func mount() {
        for (index, view) in value.candidates.enumerated() {
            children.append(
                graph.makeNode(for: candidate(index, view), parent: self, environment: environment))
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        refreshCandidates()
        graph.invalidateLayout(self)
    }

    private func refreshCandidates() {
        for (index, view) in value.candidates.enumerated() where index < children.count {
            children[index] = reconcile(
                children[index], with: candidate(index, view), environment: environment)
        }
    }

    /// The index of the child shown for `proposal`.
    private func choice(for proposal: ProposedViewSize) -> Int? {
        guard !children.isEmpty else { return nil }
        let axes = value.axes
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, child) in children.enumerated() {
            let size = child.sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let index = choice(for: proposal) else { return .zero }
        return children[index].sizeThatFits(proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        guard let index = choice(for: proposal) else { return }
        if index != chosen {
            chosen = index
            refreshCandidates()
        }
        for child in children {
            FacetUICore.place(
                LayoutChild(subviews: LayoutSubviews(nodes: [child])), in: frame, proposal: proposal,
                alignment: .center)
        }
    }
}
