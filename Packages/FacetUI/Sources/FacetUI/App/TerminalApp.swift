import Dispatch
import FacetTerminal
import FacetUICore
import Foundation

/// Runs a view as a full-screen terminal app: raw mode, the alternate screen, keyboard and
/// mouse input, resize — and the terminal restored however the app ends.
@MainActor
public enum TerminalApp {
    /// Runs `rootView` until Ctrl-C (or the input ends), then exits the process.
    public static func run<Root: View>(_ rootView: Root) -> Never {
        let session = TerminalSession()
        let backend = TerminalBackend(
            size: session.size, renderer: session.renderer,
            framesPerSecond: FrameTimer.framesPerSecond(environment: ProcessInfo.processInfo.environment))
        let graph = ViewGraph(rootView: rootView, backend: backend, size: CGSize(session.size))
        let loop = TerminalRunLoop(tree: backend.tree, session: session)
        graph.onCommit = { backend.screen.render() }
        loop.eventFilter = { event in
            if case .resize(let size) = event { graph.resize(to: CGSize(size)) }
            return TerminalPointer.capture(event, in: graph)
        }
        loop.unhandledEventHandler = { event in
            TerminalPointer.perform(event, in: graph) || TerminalShortcuts.perform(event, in: graph)
        }
        Task { @MainActor in
            do {
                try await loop.run()
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("facet: \(error)\n".utf8))
                exit(1)
            }
        }
        dispatchMain()
    }
}

extension CGSize {
    /// The size of a cell grid.
    init(_ size: CellSize) { self.init(width: size.width, height: size.height) }
}
