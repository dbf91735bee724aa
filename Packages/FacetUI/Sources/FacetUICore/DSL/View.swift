/// A type that represents part of your app's user interface.
///
/// Compose views from other views in `body`; Facet builds one retained node per view
/// value and re-evaluates `body` only when something it read has changed.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         Text("Hello, \(name)!").bold()
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// Primitive views have no body; asking for it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views are built by the view graph itself and have no body.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view: its body is never evaluated")
    }
}
