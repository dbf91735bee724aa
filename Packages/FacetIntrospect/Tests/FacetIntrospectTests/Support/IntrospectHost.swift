import FacetTerminal
import FacetUI
import Foundation
import Observation

/// A view on the terminal backend, drawn into an in-memory screen.
@MainActor
struct IntrospectHost {
    let graph: ViewGraph
    let backend: TerminalBackend

    init<V: View>(_ view: V, width: Int = 40, height: Int = 10) {
        backend = TerminalBackend(size: CellSize(width: width, height: height))
        graph = ViewGraph(rootView: view, backend: backend, size: CGSize(width: width, height: height))
    }

    /// The screen as text.
    var screen: String { backend.screen.compose().text }

    /// The composed cells.
    var buffer: CellBuffer { backend.screen.compose() }

    /// The first point showing `text`, if any.
    func position(of text: String) -> CellPoint? {
        let lines = buffer.textLines
        for (y, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return CellPoint(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }
}

/// State changed by tests from outside the views.
@MainActor @Observable
final class Model {
    var flag = false
    var text = ""
    var count = 0
    var other = 0
    var value = 0.5
    var isShown = true
}

/// Records the widgets a customisation closure received.
@MainActor
final class Calls<Widget: AnyObject> {
    private(set) var widgets: [Widget] = []

    /// A closure recording each call (and running `then`).
    func record(_ then: @escaping (Widget) -> Void = { _ in }) -> (Widget) -> Void {
        { [self] widget in
            widgets.append(widget)
            then(widget)
        }
    }

    var count: Int { widgets.count }
    var last: Widget? { widgets.last }

    /// Whether every call received the same instance.
    var isSameInstance: Bool { widgets.allSatisfy { $0 === widgets.first } }
}
