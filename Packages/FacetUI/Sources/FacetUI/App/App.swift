import FacetTerminal
import Foundation

/// A type that represents the structure and behavior of an app.
///
/// Mark your app with `@main`; `main()` runs it in the terminal (FacetTerminal, the default
/// backend) until the user quits with Ctrl-C or the app calls `exit`.
///
/// ```swift
/// @main
/// struct TodoApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app: in the terminal, or on the backend that the
    /// `FACET_BACKEND` environment variable names (see ``AppHost``).
    @MainActor @preconcurrency public static func main() {
        let app = Self()
        guard let window = app.body.firstWindowContent else {
            FileHandle.standardError.write(Data("\(Self.self) has no WindowGroup to show\n".utf8))
            exit(1)
        }
        switch AppHost.requested(environment: ProcessInfo.processInfo.environment) {
        case .success(let host?): host.run(window, String(describing: Self.self))
        case .success(nil): TerminalApp.run(window)
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }
}
