import FacetUI

/// A modifier that applies `TrueModifier` or `FalseModifier`, chosen once from the graph
/// inputs by `Condition` when the content is built: only the chosen modifier is built.
///
/// ```swift
/// Text("Title").modifier(
///     ViewInputConditionalModifier(IsAxisHorizontal.self) {
///         Spaced()
///     } otherwise: {
///         Boxed()
///     })
/// ```
public struct ViewInputConditionalModifier<
    Condition: ViewInputsCondition,
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
        ViewInputConditionalContent(
            Condition.self, then: content.modifier(trueModifier), otherwise: content.modifier(falseModifier))
    }
}
