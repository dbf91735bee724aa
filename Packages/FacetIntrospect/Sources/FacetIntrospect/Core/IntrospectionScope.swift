/// Where `.introspect` looks for the widget.
///
/// ```swift
/// ScrollView {
///     Text("Row").introspect(.scrollView, on: .terminal(.v1), scope: .ancestor) { scrollView in }
/// }
/// ```
public struct IntrospectionScope: OptionSet, Sendable {
    /// The raw bits (an SPI, as in SwiftUI-Introspect: write scopes as `.receiver`,
    /// `.ancestor`, or both).
    @_spi(Internals) public let rawValue: UInt

    /// Creates a scope from raw bits.
    @_spi(Internals) public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The modified view itself: the first view with a widget in the modified content.
    public static let receiver = Self(rawValue: 1 << 0)
    /// The nearest enclosing view whose widget is of the requested class.
    public static let ancestor = Self(rawValue: 1 << 1)
}
