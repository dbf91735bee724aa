/// A condition known from types alone (a build flag, the platform): views and modifiers
/// conditional on it build only the branch it chooses (``StaticConditionalContent``,
/// ``StaticConditionalModifier``), where an `if` in a view builder would keep both
/// possible.
///
/// ```swift
/// struct IsDebug: StaticCondition {
///     static var value: Bool {
///         #if DEBUG
///         true
///         #else
///         false
///         #endif
///     }
/// }
/// ```
public protocol StaticCondition {
    /// Whether the condition holds.
    static var value: Bool { get }
}
