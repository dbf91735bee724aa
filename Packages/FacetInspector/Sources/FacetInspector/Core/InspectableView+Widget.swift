import FacetUI

extension InspectableView {
    /// The headless widget of the view.
    var widget: HeadlessBackend.Widget? { node.widget as? HeadlessBackend.Widget }

    /// What the view's widget shows, as a `C`.
    func widgetContent<C: WidgetContent>(_ type: C.Type) throws -> C {
        guard let content = widget?.content as? C else {
            throw InspectionError.attributeNotFound(label: String(describing: C.self), type: typeName)
        }
        return content
    }

    /// Acts as the user on the view's widget, then applies the updates the action caused. A
    /// view a user cannot act on takes no action (``ensureResponsive()``).
    func send(_ event: WidgetEvent) throws {
        guard let widget else { throw InspectionError.notSupported("\(typeName) does not have a widget") }
        try ensureResponsive()
        widget.send(event)
        commit()
    }

    /// Throws "X is unresponsive: …" when a user cannot act on the view: it is disabled or
    /// hidden, by its own modifiers or enclosing ones. Every user action checks it first;
    /// one acting on a modifier's area (a tap gesture) is disabled as the area is, as
    /// FacetUI decides it. The reason names the outermost enclosing view that blocks, as
    /// ViewInspector does ("vStack().hStack(1) is hidden"), or "it".
    func ensureResponsive(actingOn area: ViewNode? = nil) throws {
        let disabled = area.map { !$0.environment.isEnabled || host.holderIsDisabled } ?? isDisabled()
        if disabled {
            let reason =
                node.environment.isEnabled
                ? "it is disabled" : blockingReason("is disabled") { !$0.environment.isEnabled }
            throw InspectionError.unresponsiveControl(name: typeName, reason: reason)
        }
        if let hidden = hiddenReason {
            throw InspectionError.unresponsiveControl(name: typeName, reason: hidden)
        }
        if !allowsHitTesting() {
            throw InspectionError.unresponsiveControl(
                name: typeName,
                reason: blockingReason("has allowsHitTesting set to false") { !$0.allowsHitTestingHere })
        }
    }

    /// Runs the `onEditingChanged` action of a slider or stepper with `false` (editing
    /// ended), as ViewInspector does, then applies the updates.
    func callEditingChanged() throws {
        let control = try viewValue(as: (any EditingChangeReporting).self, expected: View.typePrefix)
        try ensureResponsive()
        control.inspectedOnEditingChanged(false)
        commit()
    }

    /// The label of a control that holds it as a value (its widget draws the label's text
    /// as a title or placeholder, or not at all), hosted on its own as `labelView()`.
    func heldLabel() throws -> InspectableView<ViewType.ClassifiedView> {
        let control = try viewValue(as: (any LabelHoldingControl).self, expected: View.typePrefix)
        return try detached(control.inspectedLabel, call: "labelView()")
    }

    /// A control's label where it is shown: inside its widget, or, when an app's style
    /// draws the control, where the style's body shows `configuration.label` (the body is
    /// the view inside the widget then, and `Owner` names its label placeholder).
    func styledControlLabel<Owner: StylePartsOwner>(of owner: Owner.Type) throws
        -> InspectableView<ViewType.ClassifiedView>
    {
        let isStyleBody =
            widget?.content is ContainerContent || (widget?.content as? ButtonContent)?.style == .custom
        guard isStyleBody, let placeholder = Owner._styleParts.first(where: { $0.call == "labelView()" }),
            let shown = node.firstNode(where: placeholder.isPlaceholder), let content = shown.children.first
        else { return try controlLabel() }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: content, path: path(appending: "labelView()"))
    }

    /// A control's label: the views drawn inside its widget, as written (a label of several
    /// views reaches them by index: `labelView().text(1)`).
    func controlLabel() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let entry = node.children.first else {
            throw InspectionError.viewNotFound(parent: typeName)
        }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: entry, path: path(appending: "labelView()"))
    }
}

/// A control that reports the start and end of a user's editing (`Slider`, `Stepper`).
@MainActor
protocol EditingChangeReporting {
    var inspectedOnEditingChanged: (Bool) -> Void { get }
}

/// A control that holds the choices it offers as a value rather than building them
/// (`Menu`'s items, `Picker`'s options): navigation reaches them hosted on their own.
@MainActor
protocol ChoiceHoldingControl {
    var inspectedChoices: any FacetUI.View { get }
}

/// A control that holds its label as a value rather than building it (`TextField`,
/// `Picker`, `GroupBox`…): inspection hosts the label on its own.
@MainActor
protocol LabelHoldingControl {
    var inspectedLabel: any FacetUI.View { get }
}
