import FacetUI

/// A result builder that composes view modifiers: no modifier is `EmptyModifier`, one is
/// itself, two are applied in order (the first closest to the content).
///
/// ```swift
/// StaticConditionalModifier(IsDebug.self) {
///     DebugBorder()
/// } otherwise: {
///     // nothing: EmptyModifier
/// }
/// ```
@resultBuilder @MainActor
public enum ViewModifierBuilder {
    /// No modifier.
    public static func buildBlock() -> EmptyModifier { EmptyModifier() }

    /// One modifier, as is.
    public static func buildBlock<Modifier: ViewModifier>(_ modifier: Modifier) -> Modifier { modifier }

    /// Two modifiers, `first` applied before `second`.
    public static func buildBlock<First: ViewModifier, Second: ViewModifier>(
        _ first: First, _ second: Second
    ) -> ModifiedContent<First, Second> {
        first.concat(second)
    }
}
