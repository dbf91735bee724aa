import FacetUI

/// A result builder that composes view modifiers: no modifier is `EmptyModifier`, one is
/// itself, two or three are applied in order (the first closest to the content), and
/// `if`/`else` chooses with a ``ConditionalContent`` (an `if` alone with `EmptyModifier`).
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

    /// Three modifiers, in order.
    public static func buildBlock<First: ViewModifier, Second: ViewModifier, Third: ViewModifier>(
        _ first: First, _ second: Second, _ third: Third
    ) -> ModifiedContent<ModifiedContent<First, Second>, Third> {
        first.concat(second).concat(third)
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: ViewModifier, Second: ViewModifier>(
        first: First
    ) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<First: ViewModifier, Second: ViewModifier>(
        second: Second
    ) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .falseContent(second))
    }

    /// An `if` without `else`.
    public static func buildOptional<Modifier: ViewModifier>(
        _ modifier: Modifier?
    ) -> ConditionalContent<Modifier, EmptyModifier> {
        ConditionalContent(storage: modifier.map { .trueContent($0) } ?? .falseContent(EmptyModifier()))
    }
}
