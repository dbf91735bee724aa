import FacetUI

/// A modifier that applies `TrueModifier` where `Condition` holds and `FalseModifier`
/// otherwise. Only the chosen modifier is built.
///
/// ```swift
/// Text("Profile").modifier(
///     StaticConditionalModifier(IsDebug.self) {
///         DebugBorder()
///     } otherwise: {
///         EmptyModifier()
///     })
/// ```
public struct StaticConditionalModifier<
    Condition: StaticCondition,
    TrueModifier: ViewModifier,
    FalseModifier: ViewModifier
>: ViewModifier {
    /// The modifier applied where the condition holds.
    public var trueModifier: TrueModifier
    /// The modifier applied where it does not.
    public var falseModifier: FalseModifier

    /// Creates the modifier from modifier builders.
    public init(
        _: Condition.Type = Condition.self,
        @ViewModifierBuilder then: () -> TrueModifier,
        @ViewModifierBuilder otherwise: () -> FalseModifier = { EmptyModifier() }
    ) {
        (trueModifier, falseModifier) = (then(), otherwise())
    }

    public func body(content: Content) -> some View {
        StaticConditionalContent(Condition.self) {
            content.modifier(trueModifier)
        } otherwise: {
            content.modifier(falseModifier)
        }
    }
}
