import FacetUI

/// A modifier that applies `Modifier` only where the `Context` predicate matches the
/// current style context. The choice is made once, when the content is built; the
/// modifier is not built at all where it does not apply.
///
/// ```swift
/// Text("Hello")
///     .modifier(StyleContextConditionalModifier(predicate: .scrollView) { Highlighted() })
/// ```
public struct StyleContextConditionalModifier<Context: StyleContext, Modifier: ViewModifier>: ViewModifier {
    /// The modifier applied where the context matches.
    public var modifier: Modifier

    /// Creates the modifier for the context `predicate`.
    public init(predicate: Context, @ViewModifierBuilder modifier: () -> Modifier) {
        self.modifier = modifier()
    }

    public func body(content: Content) -> some View {
        ViewInputConditionalContent(
            StyleContextCondition<Context>.self, then: content.modifier(modifier), otherwise: content)
    }
}
