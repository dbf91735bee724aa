import Foundation

/// A type that represents the structure and behavior of an app.
///
/// Mark your app with `@main`; `main()` (from `import FacetUI`) runs it in the terminal,
/// the default backend, until the user quits with Ctrl-C or the app calls `exit`.
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
