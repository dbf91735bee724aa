/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// ```swift
/// struct Emphasis: ViewModifier {
///     func body(content: Content) -> some View {
///         content.bold().padding(1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers are built by the view graph itself.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier: its body is never evaluated")
    }
}

extension ViewModifier {
    /// Returns a new modifier that applies `modifier` after this one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content a ``ViewModifier`` receives: stands for the view being modified.
///
/// Underscored because SwiftUI's is: it is `ViewModifier.Content`, and ViewInspector reaches
/// it with `viewModifierContent()`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The modified view, erased; the graph keeps its identity by its dynamic type.
    nonisolated(unsafe) let content: any View
    public typealias Body = Never
}
