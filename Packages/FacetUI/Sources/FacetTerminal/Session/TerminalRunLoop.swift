/// Runs a widget tree in a terminal: starts a ``TerminalSession``, renders the ``TerminalScreen``,
/// dispatches every input event to the ``WidgetTree`` and renders again, until ``stop()`` is called,
/// the quit key is pressed or the input ends. The terminal is restored however the loop ends.
@MainActor
public final class TerminalRunLoop {
    /// The terminal session.
    public let session: TerminalSession
    /// The compositor, rendering through the session's renderer.
    public let screen: TerminalScreen
    /// A key that ends the loop when no widget consumed it (Ctrl-C by default), or `nil` for none.
    public var quitKey: KeyEvent? = .control("c")
    /// Sees every event before the tree; returning `true` consumes it.
    public var eventFilter: ((InputEvent) -> Bool)?
    /// Sees the events no widget consumed (before the quit key is checked); returning
    /// `true` consumes them — keyboard shortcuts live here.
    public var unhandledEventHandler: ((InputEvent) -> Bool)?
    /// The number of events handled.
    public private(set) var handledEventCount = 0

    private var stopRequested = false

    /// Creates a run loop for a tree (whose size follows the terminal's).
    public init(tree: WidgetTree, session: TerminalSession = TerminalSession()) {
        self.session = session
        self.screen = TerminalScreen(tree: tree, renderer: session.renderer)
    }

    /// The widget tree.
    public var tree: WidgetTree { screen.tree }

    /// Ends the loop after the current event.
    public func stop() {
        stopRequested = true
        session.stop()
    }

    /// Runs until stopped; throws when the terminal cannot be set up.
    public func run() async throws {
        stopRequested = false
        try await session.run { session in
            tree.size = session.size
            screen.render(force: true)
            for await event in session.events {
                handledEventCount += 1
                if eventFilter?(event) == true {
                    screen.render()
                } else if tree.dispatch(event) || unhandledEventHandler?(event) == true {
                    screen.render()
                } else if case .key(let key) = event, key == quitKey {
                    break
                } else {
                    screen.render()
                }
                if stopRequested { break }
            }
        }
    }
}
