import FacetTerminal
import FacetUICore

/// A kind of widget content that the terminal backend can show: it makes its FacetTerminal
/// widget (wiring user actions to the view's event handler) and keeps it up to date.
/// Each content type adopts it in `Mappings/`.
@MainActor
protocol TerminalMapped: WidgetContent {
    /// A new widget for this content.
    func makeTerminalWidget(events: (any WidgetEventHandler)?) -> TerminalWidget
    /// Applies this content to `widget` (made by `makeTerminalWidget`).
    func configure(_ widget: TerminalWidget)
}

/// Maps widget content to FacetTerminal widgets.
@MainActor
enum TerminalWidgetFactory {
    /// A new widget for `content`, with user actions wired to `events`. Content the terminal
    /// does not know becomes a plain container, so that its children still show.
    static func makeWidget(for content: any WidgetContent, events: (any WidgetEventHandler)?)
        -> TerminalWidget
    {
        (content as? any TerminalMapped)?.makeTerminalWidget(events: events) ?? ContainerWidget()
    }

    /// Applies `content` to `widget`.
    static func configure(_ widget: TerminalWidget, with content: any WidgetContent) {
        (content as? any TerminalMapped)?.configure(widget)
    }
}
