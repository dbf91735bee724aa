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
    /// hidden view (by its own `.hidden()` or an enclosing one) takes no action.
    func send(_ event: WidgetEvent) throws {
        guard let widget else { throw InspectionError.notSupported("\(typeName) does not have a widget") }
        if let hidden = hiddenReason {
            throw InspectionError.unresponsiveControl(name: typeName, reason: hidden)
        }
        widget.send(event)
        commit()
    }

    /// A control's label: the view drawn inside its widget.
    func controlLabel() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let entry = node.enclosedEntries.first else {
            throw InspectionError.viewNotFound(parent: typeName)
        }
        return InspectableView<ViewType.ClassifiedView>(
            host: host, entry: entry, path: path(appending: "labelView()"))
    }
}
