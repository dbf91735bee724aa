import FacetTerminal
import FacetUI

/// Draws an inspected graph as the terminal backend draws it: the headless widget tree (the
/// same widgets, contents and frames a terminal would have been given, since both backends
/// lay out on the same character grid) is rebuilt as FacetTerminal widgets and composed.
@MainActor
enum TerminalReplay {
    /// The screen the widgets of `headless` make in a terminal of `size`, with the widget
    /// the graph last focused drawn focused.
    static func compose(_ headless: HeadlessBackend, size: CellSize) -> CellBuffer {
        let terminal = TerminalBackend(size: size)
        var focused: AnyObject?
        func add(_ widget: HeadlessBackend.Widget, into parent: AnyObject?, after sibling: AnyObject?)
            -> AnyObject
        {
            let made = terminal.makeWidget(widget.content, events: nil)
            terminal.insert(made, into: parent, after: sibling)
            terminal.setFrame(made, widget.frame)
            if widget === headless.focusedWidget { focused = made }
            var previous: AnyObject?
            for child in widget.children { previous = add(child, into: made, after: previous) }
            return made
        }
        var previous: AnyObject?
        for widget in headless.widgets { previous = add(widget, into: nil, after: previous) }
        if let focused { terminal.focus(focused) }
        return terminal.screen.compose()
    }
}
