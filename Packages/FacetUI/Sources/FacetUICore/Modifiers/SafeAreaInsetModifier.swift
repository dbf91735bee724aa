import Foundation

/// Shows a view at one edge of its content and insets the content's safe area by that
/// view's size plus the spacing: what `safeAreaInset(edge:alignment:spacing:content:)`
/// applies (SwiftUI's own type). The content is offered the space left by the inset view;
/// the modified view is the content's size plus the inset along the edge. Content that
/// ignores the safe area grows under the inset view. "safeAreaInset" for inspection tools.
public struct _InsetViewModifier<Content: View>: ViewModifier, PrimitiveModifier {
    let content: Content
    /// The safe area regions the inset view is added to (always `.container`).
    @_spi(Inspection) public let regions: SafeAreaRegions
    /// The spacing between the inset view and the content, or `nil` for the default.
    @_spi(Inspection) public let spacing: CGFloat?
    /// The edge the inset view is placed at.
    @_spi(Inspection) public let edge: Edge
    /// How the inset view lines up along its edge (only the guide across the edge counts).
    @_spi(Inspection) public let alignment: Alignment
    public typealias Body = Never

    init(content: Content, edge: Edge, spacing: CGFloat?, alignment: Alignment) {
        self.content = content
        (self.regions, self.spacing, self.edge, self.alignment) = (.container, spacing, edge, alignment)
    }

    func makeNode<Modified: View>(
        content: ModifiedContent<Modified, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        InsetViewNode(content, graph: graph, parent: parent, environment: environment)
    }
}

@_spi(Inspection)
extension _InsetViewModifier: InspectableModifier {
    /// "safeAreaInset".
    public var modifierName: String { "safeAreaInset" }
}

/// The node of a `safeAreaInset`: a layout unit with two children, the content and the
/// inset view, in drawing order (the inset view in front).
@MainActor
final class InsetViewNode<Main: View, Inset: View>: TypedNode<
    ModifiedContent<Main, _InsetViewModifier<Inset>>
>
{
    private var mainUnits: [ViewNode]?
    private var insetUnits: [ViewNode]?
    /// The safe area given to the content at the last placement.
    private var mainSafeArea: SafeAreaGeometry?

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    /// The layout the inset view was last laid out with: edge, spacing and alignment.
    private var layoutKey: (Edge, CGFloat?, Alignment)?

    private var currentLayoutKey: (Edge, CGFloat?, Alignment) {
        (value.modifier.edge, value.modifier.spacing, value.modifier.alignment)
    }

    override func mount() {
        layoutKey = currentLayoutKey
        children.append(graph.makeNode(for: value.content, parent: self, environment: environment))
        children.append(graph.makeNode(for: value.modifier.content, parent: self, environment: environment))
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        children[0] = reconcile(children[0], with: value.content, environment: environment)
        children[1] = reconcile(children[1], with: value.modifier.content, environment: environment)
        let key = currentLayoutKey
        if let old = layoutKey, old == key { return }
        layoutKey = key
        graph.invalidateLayout(self)
    }

    override func unitsChanged() {
        super.unitsChanged()
        mainUnits = nil
        insetUnits = nil
    }

    private var main: LayoutChild {
        LayoutChild(subviews: LayoutSubviews(unitsOf: children[0], cache: &mainUnits))
    }
    private var inset: LayoutChild {
        LayoutChild(subviews: LayoutSubviews(unitsOf: children[1], cache: &insetUnits))
    }

    /// Whether the inset view's edge is the top or the bottom.
    private var isVertical: Bool { value.modifier.edge == .top || value.modifier.edge == .bottom }

    /// The length along the edge's axis of `size`.
    private func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

    /// The inset view's proposal: the proposal across the edge, its ideal length along it.
    private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// The inset view's size and the thickness it takes from the content (size + spacing).
    private func measureInset(_ proposal: ProposedViewSize) -> (size: CGSize, thickness: CGFloat) {
        let inset = inset
        guard !inset.subviews.isEmpty else { return (.zero, 0) }
        let size = inset.sizeThatFits(insetProposal(proposal))
        let defaultSpacing =
            isVertical ? LayoutDefaults.current.verticalSpacing : LayoutDefaults.current.horizontalSpacing
        return (size, along(size) + (value.modifier.spacing ?? defaultSpacing))
    }

    private func mainProposal(_ proposal: ProposedViewSize, thickness: CGFloat) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - thickness) })
            : ProposedViewSize(width: proposal.width.map { max(0, $0 - thickness) }, height: proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (insetSize, thickness) = measureInset(proposal)
        let main = main
        let content =
            main.subviews.isEmpty ? .zero : main.sizeThatFits(mainProposal(proposal, thickness: thickness))
        return isVertical
            ? CGSize(width: max(content.width, insetSize.width), height: content.height + thickness)
            : CGSize(width: content.width + thickness, height: max(content.height, insetSize.height))
    }

    /// The insets the inset view adds to the content's safe area.
    private func edgeInsets(_ thickness: CGFloat) -> EdgeInsets {
        EdgeInsets(
            value.modifier.edge == .top
                ? .top
                : value.modifier.edge == .bottom
                    ? .bottom
                    : value.modifier.edge == .leading ? .leading : .trailing, thickness)
    }

    override func safeArea(forChild child: ViewNode) -> SafeAreaGeometry {
        if let mainSafeArea, mainUnits?.contains(where: { $0 === child }) ?? false { return mainSafeArea }
        return placedSafeArea
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let whole = ProposedViewSize(frame.size)
        let (insetSize, thickness) = measureInset(whole)
        let insets = edgeInsets(thickness)
        mainSafeArea = placedSafeArea.adding(insets, inside: frame)
        let mainFrame = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let main = main
        if !main.subviews.isEmpty {
            FacetUICore.place(
                main, in: mainFrame, proposal: mainProposal(whole, thickness: thickness), alignment: .center)
        }
        let inset = inset
        guard !inset.subviews.isEmpty else { return }
        let insetFrame: CGRect
        switch value.modifier.edge {
        case .top:
            insetFrame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: insetSize.height)
        case .bottom:
            insetFrame = CGRect(
                x: frame.minX, y: frame.maxY - insetSize.height, width: frame.width, height: insetSize.height)
        case .leading:
            insetFrame = CGRect(x: frame.minX, y: frame.minY, width: insetSize.width, height: frame.height)
        case .trailing:
            insetFrame = CGRect(
                x: frame.maxX - insetSize.width, y: frame.minY, width: insetSize.width, height: frame.height)
        }
        FacetUICore.place(
            inset, in: insetFrame, proposal: insetProposal(whole), alignment: value.modifier.alignment)
    }
}

extension View {
    /// Shows the specified content above or below the modified view, which is inset by
    /// the content's height plus `spacing`; the modified view's safe area extends to the
    /// edge, so content ignoring the safe area shows under it.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .safeAreaInset(edge: .bottom) { Text("3 items") }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _InsetViewModifier(
                content: content(), edge: Edge(edge), spacing: spacing,
                alignment: Alignment(horizontal: alignment, vertical: .center)))
    }

    /// Shows the specified content beside the modified view, which is inset by the
    /// content's width plus `spacing`.
    ///
    /// ```swift
    /// ScrollView { rows }.safeAreaInset(edge: .leading, spacing: 1) { Sidebar() }
    /// ```
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            _InsetViewModifier(
                content: content(), edge: Edge(edge), spacing: spacing,
                alignment: Alignment(horizontal: .center, vertical: alignment)))
    }
}
