import Foundation

@testable import FacetUI

extension Host {
    /// Every widget of the given kind, depth first.
    func widgets(kind: String) -> [HeadlessBackend.Widget] {
        backend.allWidgets.filter { $0.content.kind == kind }
    }

    /// The first widget of the given kind.
    func widget(kind: String) -> HeadlessBackend.Widget? { widgets(kind: kind).first }

    /// The content of the first widget of the given kind, as `T`.
    func content<T: WidgetContent>(_ type: T.Type, kind: String) -> T? { widget(kind: kind)?.content as? T }

    /// Acts as the user: sends `event` to the widget showing `text`, or to the nearest
    /// widget above it that handles events (a button around its label).
    func send(_ event: WidgetEvent, toText text: String) {
        var widget = backend.widget(text: text)
        while let current = widget, current.content is ResolvedText { widget = current.parent }
        widget?.send(event)
    }
}
