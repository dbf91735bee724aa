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
    /// Whether `labelsHidden()` hides the label (a toggle's, a stepper's): it is then
    /// hidden and takes no space; controls that draw their label themselves hide it in
    /// their widget content.
    static var hidesLabelWhenLabelsHidden: Bool { get }
    /// The environment the label is built in, from the control's (a link draws its label
    /// in the tint).
    func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
}

extension ControlView {
    static var sizesWidget: Bool { false }
    static var hidesLabelWhenLabelsHidden: Bool { false }
    func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

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
    /// The page a control that presents one shows on the enclosing navigation stack.
    private lazy var pagePresentation: NavigationPresentation? =
        value is any PagePresentingControl ? NavigationPresentation(presenter: self) : nil

    override var isLayoutUnit: Bool { true }

    override func mount() {
        let content = observedContent()
        self.content = content
        graph.createWidget(for: self, content: content)
        children = [reconcileLabel(nil)]
    }

    /// Whether the label is hidden (`labelsHidden()`).
    private var labelIsHidden: Bool { Control.hidesLabelWhenLabelsHidden && environment.hidesLabels }

    /// The label's node: the label, hidden when labels are.
    private func reconcileLabel(_ existing: ViewNode?) -> ViewNode {
        let label = value.label(in: environment)
        let environment = labelEnvironment()
        guard let existing else {
            return labelIsHidden
                ? graph.makeNode(for: label.hidden(), parent: self, environment: environment)
                : graph.makeNode(for: label, parent: self, environment: environment)
        }
        return labelIsHidden
            ? reconcile(existing, with: label.hidden(), environment: environment)
            : reconcile(existing, with: label, environment: environment)
    }

    /// The label's environment as last derived: an unchanged value keeps its version, so the
    /// label is not re-evaluated needlessly.
    private var derivedLabelEnvironment: EnvironmentValues?

    private func labelEnvironment() -> EnvironmentValues {
        var derived = value.labelEnvironment(environment)
        if let previous = derivedLabelEnvironment, previous.foregroundColor == derived.foregroundColor {
            derived.reuseVersions(of: previous, forKeysWrittenOver: environment)
        }
        derivedLabelEnvironment = derived
        return derived
    }

    /// A tap area (`onTapGesture`) that goes away ends its interaction's recognisers; a page
    /// the control presents is withdrawn.
    override func didUnmount() {
        if let target = self as? any GestureTarget { graph.gestures.unregister(target) }
        pagePresentation?.presenterUnmounted()
    }

    /// The widget content, and the page a presenting control shows, read under observation.
    private func observedContent() -> any WidgetContent {
        tracking {
            if let pagePresentation, let control = value as? any PagePresentingControl {
                pagePresentation.show(control.presentedPage(), name: control.presenterName) { [weak self] in
                    (self?.value as? any PagePresentingControl)?.pagePopped()
                }
            }
            return value.widgetContent(in: environment, editing: editing)
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        refreshContent()
        let label = reconcileLabel(children.first)
        if label !== children.first {
            children = [label]
            unitsChanged()
        }
    }

    override func invalidated() {
        graph.clearDirty(self)
        refreshContent()
    }

    // The animatable data of a control (an opacity, a shape) reaches its widget, not its label.
    override func applyAnimationFrame() { refreshContent() }

    private func refreshContent() {
        let new = observedContent()
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
        // Editing state the event changed shows at once (nothing observable may have), as
        // does a page the event asked for (a bound link sets a binding nothing may observe).
        if editing.changed || pagePresentation != nil {
            editing.changed = false
            refreshContent()
        }
    }

    /// The label, laid out inside the widget; a hidden label takes no space.
    private var child: LayoutChild {
        LayoutChild(subviews: LayoutSubviews(nodes: labelIsHidden ? [] : childUnits))
    }

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
