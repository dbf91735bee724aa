/// A kind of view that `introspect(_:on:scope:customize:)` can hand the backing widget of,
/// such as ``ScrollViewType`` (`.scrollView`) or ``TextFieldType`` (`.textField`).
///
/// Each type names itself with a static accessor on this protocol, and says which widget
/// class backs it on each backend with a `TerminalViewVersion<Type, Widget>` extension:
///
/// ```swift
/// public struct ScrollViewType: IntrospectableViewType {}
///
/// extension IntrospectableViewType where Self == ScrollViewType {
///     public static var scrollView: Self { .init() }
/// }
///
/// extension TerminalViewVersion<ScrollViewType, ScrollViewWidget> {
///     public static let v1 = Self(for: .v1)
/// }
/// ```
public protocol IntrospectableViewType: Sendable {
    /// Where the widget is looked for when the call gives no `scope`: the receiver for most
    /// views; the ancestors for presentations (`.sheet`, `.alert`) and the window.
    var scope: IntrospectionScope { get }
}

extension IntrospectableViewType {
    /// The receiver: the view `.introspect` is called on.
    public var scope: IntrospectionScope { .receiver }
}
