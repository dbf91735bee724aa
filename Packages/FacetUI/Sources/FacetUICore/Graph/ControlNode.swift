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
    /// The view shown inside the widget, with the node's editing state (a button's press).
    func label(in environment: EnvironmentValues, editing: ControlEditing) -> Label
    /// Whether the label is the body of an app's own style: the state its body reads is
    /// observed (the label is made again when it changes), and `labelsHidden()` leaves it
    /// shown (the style shows or hides the control's label).
    func labelIsStyleBody(in environment: EnvironmentValues) -> Bool
    /// How often the control reads again what it shows, for a value that changes without
    /// telling (a `ProgressView` of a Foundation `Progress`, or over a date interval), or
    /// `nil` for never.
    func refreshInterval(in environment: EnvironmentValues, editing: ControlEditing) -> TimeInterval?
    /// Whether the widget takes the whole finite width proposed to it, its label at the
    /// leading edge (a switch in a `Form` row, its switch at the trailing edge).
    func fillsProposedWidth(in environment: EnvironmentValues, inputs: ViewInputs) -> Bool
}

extension ControlView {
    static var sizesWidget: Bool { false }
    static var hidesLabelWhenLabelsHidden: Bool { false }
    func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func label(in environment: EnvironmentValues, editing: ControlEditing) -> Label { label(in: environment) }
    func labelIsStyleBody(in environment: EnvironmentValues) -> Bool { false }
    func refreshInterval(in environment: EnvironmentValues, editing: ControlEditing) -> TimeInterval? { nil }
    func fillsProposedWidth(in environment: EnvironmentValues, inputs: ViewInputs) -> Bool { false }

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
    /// The frame at which a control showing an unobservable value reads it again.
    private var refreshRequest: FrameRequest?
    /// The page a control that presents one shows on the enclosing navigation stack.
    private lazy var pagePresentation: NavigationPresentation? =
        value is any PagePresentingControl ? NavigationPresentation(presenter: self) : nil

    override var isLayoutUnit: Bool { true }

    override func mount() {
        let (content, label) = evaluate()
        self.content = content
        graph.createWidget(for: self, content: content)
        children = [reconcileLabel(nil, with: label)]
        scheduleRefresh()
    }

    /// The widget content and the label, evaluated while recording what they read: a
    /// binding the content shows, the state a custom style's body reads, the page a
    /// presenting control shows.
    private func evaluate() -> (any WidgetContent, Control.Label) {
        editing.time = graph.frameClock.now
        return tracking {
            if let pagePresentation, let control = value as? any PagePresentingControl {
                pagePresentation.show(control.presentedPage(), name: control.presenterName) { [weak self] in
                    (self?.value as? any PagePresentingControl)?.pagePopped()
                }
            }
            return (
                value.widgetContent(in: environment, editing: editing),
                value.label(in: environment, editing: editing)
            )
        }
    }

    /// Whether the label is hidden (`labelsHidden()`).
    private var labelIsHidden: Bool {
        Control.hidesLabelWhenLabelsHidden && environment.hidesLabels
            && !value.labelIsStyleBody(in: environment)
    }

    /// The label's node: `label`, hidden when labels are.
    private func reconcileLabel(_ existing: ViewNode?, with label: Control.Label) -> ViewNode {
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
        refreshRequest?.cancel()
        pagePresentation?.presenterUnmounted()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        refresh(reconcilingLabel: true)
    }

    override func invalidated() {
        graph.clearDirty(self)
        refresh(reconcilingLabel: value.labelIsStyleBody(in: environment))
    }

    // The animatable data of a control (an opacity, a shape) reaches its widget, not its label.
    override func applyAnimationFrame() { refresh(reconcilingLabel: false) }

    /// Evaluates the control again: its widget content, and its label when asked.
    private func refresh(reconcilingLabel: Bool) {
        let (new, label) = evaluate()
        defer { scheduleRefresh() }
        if let content, new.kind != content.kind {
            return rebuild(with: new, label: label)
        }
        refreshContent(new)
        guard reconcilingLabel else { return }
        let node = reconcileLabel(children.first, with: label)
        if node !== children.first {
            children = [node]
            unitsChanged()
        }
    }

    private func refreshContent(_ new: any WidgetContent) {
        if let content, new.isSame(as: content) { return }
        let oldInsets = content.map { graph.backend.contentInsets(for: $0) }
        content = new
        graph.updateWidget(of: self, content: new)
        if Control.sizesWidget || oldInsets != graph.backend.contentInsets(for: new) {
            graph.invalidateLayout(self)
        }
    }

    /// Replaces the widget and the label when the control changes between a built-in
    /// style, drawn by a widget of its own, and an app's style, whose body it shows.
    private func rebuild(with new: any WidgetContent, label: Control.Label) {
        for child in children { child.unmount() }
        if let widget { graph.removeWidget(widget, of: self) }
        widget = nil
        content = new
        graph.createWidget(for: self, content: new)
        derivedLabelEnvironment = nil
        children = [reconcileLabel(nil, with: label)]
        unitsChanged()
        graph.structureChanged(below: self)
        graph.invalidateLayout(self)
    }

    /// Asks for a frame at which to read the control again, while it shows a value that
    /// changes without telling.
    private func scheduleRefresh() {
        guard let interval = value.refreshInterval(in: environment, editing: editing) else {
            refreshRequest?.cancel()
            refreshRequest = nil
            return
        }
        if refreshRequest?.isActive == true { return }
        refreshRequest = graph.frameClock.requestFrame(at: graph.frameClock.now + interval, for: self) {
            [unowned self] _ in
            graph.markDirty(self)
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
            refresh(reconcilingLabel: true)
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
        var size = padding.sizeThatFits(proposal, child: child)
        if let width = proposal.width, width.isFinite,
            value.fillsProposedWidth(in: environment, inputs: inputs)
        {
            size.width = max(size.width, width)
        }
        guard Control.sizesWidget, let content else { return size }
        let own = graph.backend.sizeThatFits(content, proposal: proposal)
        return CGSize(width: max(size.width, own.width), height: max(size.height, own.height))
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        padding.placeChild(in: frame, proposal: proposal, child: child)
    }
}

/// What a control keeps in its node while the user edits it: the text typed into a
/// formatted text field, shown until it is committed; whether a button is pressed; and the
/// time the control was last evaluated at.
@MainActor
final class ControlEditing {
    /// The time of the graph's frame clock when the control was last evaluated, for what it
    /// shows that follows time (a progress view over a date interval).
    var time = Date.distantPast
    /// The text being edited, or `nil` when the field shows its value.
    var draft: String? {
        didSet { if draft != oldValue { changed = true } }
    }
    /// Whether the pointer is down on the control (a button a custom style draws pressed).
    var isPressed = false {
        didSet { if isPressed != oldValue { changed = true } }
    }
    /// Whether the draft changed since the node last drew the widget.
    var changed = false
}
