import FacetUI
import Foundation

/// A view hosted in a live view graph on a backend, for tests: the one host every package's
/// tests use.
///
/// What differs between backends is the backend itself and what happens after a
/// transaction (a terminal redraws its screen, GTK handles its pending events); the rest —
/// the graph, `flush()`, finding nodes — is the same. Each backend's initialiser and
/// helpers are in a constrained extension:
///
/// | host | backend | where |
/// | --- | --- | --- |
/// | ``HeadlessHost`` | `HeadlessBackend` (frames, contents, counters) | `TestHost+Headless.swift` |
/// | ``TerminalHost`` | `TerminalBackend` (an in-memory screen, typed input) | `TestHost+Terminal.swift` |
/// | `GTKHost` | `GTKBackend` | FacetGTK's tests (this target cannot depend on GTK) |
///
/// ```swift
/// let host = HeadlessHost(Text("Hi"), width: 10, height: 3)
/// #expect(host.dump == "Text \"Hi\" (4, 1, 2, 1)")
/// ```
@MainActor
public final class TestHost<HostBackend: Backend> {
    /// The graph holding the view.
    public let graph: ViewGraph
    /// The backend the graph's widgets live in.
    public let backend: HostBackend
    /// What the backend does after each transaction the host applies.
    private let settle: @MainActor () -> Void

    /// Hosts `view` on `backend` in a window of `size`; `settle` runs after each ``flush()``.
    /// `safeAreaInsets` are the window's safe-area insets (none unless given).
    public init<V: View>(
        _ view: V, backend: HostBackend, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
        settle: @escaping @MainActor () -> Void = {}
    ) {
        self.backend = backend
        self.settle = settle
        graph = ViewGraph(rootView: view, backend: backend, size: size, safeAreaInsets: safeAreaInsets)
    }

    /// Applies pending updates (and lets the backend catch up); returns what the
    /// transaction did.
    @discardableResult
    public func flush() -> GraphCounters {
        graph.flush()
        settle()
        return graph.lastTransaction
    }

    /// The first node, depth first, that matches `predicate`.
    public func node(where predicate: (ViewNode) -> Bool) -> ViewNode? {
        func visit(_ node: ViewNode) -> ViewNode? {
            if predicate(node) { return node }
            for child in node.children {
                if let found = visit(child) { return found }
            }
            return nil
        }
        return visit(graph.root)
    }

    /// Waits until `condition` holds, applying updates as they come, for at most `timeout`
    /// seconds (the main queue may be busy with other suites for a long while, so a test
    /// waits for what it expects rather than for a fixed time); returns whether it held.
    ///
    /// ```swift
    /// #expect(await host.eventually { host.graph.frameClock.framesDelivered >= 2 })
    /// ```
    public func eventually(timeout: TimeInterval = 30, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            try? await Task.sleep(nanoseconds: 2_000_000)
            flush()
        }
        return true
    }

    /// Whether a node in the graph holds a view of type `type`.
    public func contains<V: View>(_ type: V.Type) -> Bool {
        node { $0.view is V } != nil
    }
}

/// A rectangle, written short: `rect(0, 1, 10, 1)`.
public func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
