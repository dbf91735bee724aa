import Foundation

/// A view backed by one widget whose content views (a button's label, a toggle's label)
/// are laid out inside the widget's insets.
@MainActor
protocol ControlView: View, PrimitiveView {
    associatedtype Label: View
    /// The view shown inside the widget.
    func label(in environment: EnvironmentValues) -> Label
    /// The widget content; reads of bindings here are observed.
    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent
    /// Applies a user action.
    func handle(_ event: WidgetEvent, environment: EnvironmentValues)
    /// Whether the widget has a size of its own (the backend's `sizeThatFits`: a text
    /// field, a slider), at least as large as its content views with their insets.
    static var sizesWidget: Bool { get }
    /// The widget content of a control that keeps editing state in its node (a formatted
    /// text field's unparsed text); others ignore `editing`.
    func widgetContent(in environment: EnvironmentValues, editing: ControlEditing) -> any WidgetContent
    /// Applies a user action, with the node's editing state.
    func handle(_ event: WidgetEvent, environment: EnvironmentValues, editing: ControlEditing)
}

extension ControlView {
    static var sizesWidget: Bool { false }

    func widgetContent(in environment: EnvironmentValues, editing: ControlEditing) -> any WidgetContent {
        widgetContent(in: environment)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues, editing: ControlEditing) {
        handle(event, environment: environment)
    }

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ControlNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of a control: it owns the widget, observes what its content reads (so that
/// a binding written elsewhere updates the widget), and routes widget events to the view.
@MainActor
final class ControlNode<Control: ControlView>: TypedNode<Control>, WidgetEventHandler {
    private var content: (any WidgetContent)?
    /// What the control keeps between updates while the user edits it.
    private let editing = ControlEditing()

    override var isLayoutUnit: Bool { true }

    override func mount() {
        let content = tracking { value.widgetContent(in: environment, editing: editing) }
        self.content = content
        graph.createWidget(for: self, content: content)
        children = [graph.makeNode(for: value.label(in: environment), parent: self, environment: environment)]
    }

    /// A tap area (`onTapGesture`) that goes away ends its interaction's recognisers.
    override func didUnmount() {
        if let target = self as? any GestureTarget { graph.gestures.unregister(target) }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        refreshContent()
        children = [reconcile(children.first, with: value.label(in: environment), environment: environment)]
    }

    override func invalidated() {
        graph.clearDirty(self)
        refreshContent()
    }

    // The animatable data of a control (an opacity, a shape) reaches its widget, not its label.
    override func applyAnimationFrame() { refreshContent() }

    private func refreshContent() {
        let new = tracking { value.widgetContent(in: environment, editing: editing) }
        if let content, new.isSame(as: content) { return }
        let oldInsets = content.map { graph.backend.contentInsets(for: $0) }
        content = new
        graph.updateWidget(of: self, content: new)
        if Control.sizesWidget || oldInsets != graph.backend.contentInsets(for: new) {
            graph.invalidateLayout(self)
        }
    }

    func handle(_ event: WidgetEvent) {
        guard isMounted else { return }
        if case .focus(let isFocused) = event { environment.focusRegion?.focusChanged(isFocused) }
        value.handle(event, environment: environment, editing: editing)
        // Editing state the event changed shows at once (nothing observable may have).
        if editing.changed {
            editing.changed = false
            refreshContent()
        }
    }

    private var child: LayoutChild { LayoutChild(subviews: LayoutSubviews(nodes: childUnits)) }

    /// The widget's insets, laid out like padding around the content.
    private var padding: PaddingModifier {
        PaddingModifier(
            edges: .all, length: nil, explicitInsets: content.map { graph.backend.contentInsets(for: $0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = padding.sizeThatFits(proposal, child: child)
        guard Control.sizesWidget, let content else { return size }
        let own = graph.backend.sizeThatFits(content, proposal: proposal)
        return CGSize(width: max(size.width, own.width), height: max(size.height, own.height))
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        padding.placeChild(in: frame, proposal: proposal, child: child)
    }
}

/// What a control keeps in its node while the user edits it: the text typed into a
/// formatted text field, shown until it is committed.
@MainActor
final class ControlEditing {
    /// The text being edited, or `nil` when the field shows its value.
    var draft: String? {
        didSet { if draft != oldValue { changed = true } }
    }
    /// Whether the draft changed since the node last drew the widget.
    var changed = false
}
