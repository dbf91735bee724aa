import Foundation

/// The node of a container backed by one widget whose content is a single child view laid
/// out by the container itself (scroll views, lists, group boxes, tab views…).
///
/// Subclasses say what the widget shows (`makeWidgetContent()`, evaluated under
/// observation so that a binding it reads updates the widget), which view is the child
/// (`makeChild()`), how the child is laid out (`computeSize`, `placeChildren`) and how
/// widget events are handled.
@MainActor
class WidgetContainerNode<Value: View, Child: View>: TypedNode<Value>, WidgetEventHandler {
    /// What the widget shows now.
    private(set) var widgetContent: (any WidgetContent)?

    override var isLayoutUnit: Bool { true }
    override class var comparesValue: Bool { false }

    /// What the widget shows for the current value and state.
    func makeWidgetContent() -> any WidgetContent {
        fatalError("\(Self.self) must override makeWidgetContent()")
    }

    /// The child view for the current value and state.
    func makeChild() -> Child { fatalError("\(Self.self) must override makeChild()") }

    /// The environment handed to the child.
    func childEnvironment() -> EnvironmentValues { environment }

    override func mount() {
        let content = tracking { makeWidgetContent() }
        widgetContent = content
        graph.createWidget(for: self, content: content)
        children = [graph.makeNode(for: makeChild(), parent: self, environment: childEnvironment())]
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        refreshWidgetContent()
        rebuildChild()
    }

    override func invalidated() {
        graph.clearDirty(self)
        refreshWidgetContent()
        rebuildChild()
    }

    /// Reconciles the child (the last child: a list keeps its row backgrounds before it)
    /// with `makeChild()`.
    func rebuildChild() {
        let child = reconcile(children.last, with: makeChild(), environment: childEnvironment())
        if children.last !== child { children = children.dropLast() + [child] }
    }

    /// Sends new widget content when it changed; a change of insets re-lays out.
    func refreshWidgetContent() {
        let new = tracking { makeWidgetContent() }
        if let widgetContent, new.isSame(as: widgetContent) { return }
        let oldInsets = widgetContent.map { graph.backend.contentInsets(for: $0) }
        widgetContent = new
        graph.updateWidget(of: self, content: new)
        if oldInsets != graph.backend.contentInsets(for: new) { graph.invalidateLayout(self) }
    }

    /// The room the widget draws around its content.
    var insets: EdgeInsets { widgetContent.map { graph.backend.contentInsets(for: $0) } ?? EdgeInsets() }

    func handle(_ event: WidgetEvent) {}

    /// The layout units of the content.
    var units: [ViewNode] { childUnits }

    /// The content as one layout child (several units stack vertically).
    var layoutChild: LayoutChild { LayoutChild(subviews: LayoutSubviews(nodes: units)) }

    /// The content inset by the widget's insets, like padding.
    var insetPadding: PaddingModifier { PaddingModifier(edges: .all, length: nil, explicitInsets: insets) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        insetPadding.sizeThatFits(proposal, child: layoutChild)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        insetPadding.placeChild(in: frame, proposal: proposal, child: layoutChild)
    }

    /// Places the content centred inside the insets, offered the room inside them.
    func placeContentCentred(in frame: CGRect) {
        let insets = insets
        let inner = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let child = layoutChild
        let offer = ProposedViewSize(inner.size)
        let size = units.isEmpty ? .zero : child.sizeThatFits(offer)
        child.place(
            at: LayoutDefaults.current.rounded(
                CGPoint(x: inner.midX - size.width / 2, y: inner.midY - size.height / 2)),
            proposal: offer)
    }
}
