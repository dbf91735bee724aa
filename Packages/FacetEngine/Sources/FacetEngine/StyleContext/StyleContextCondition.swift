import FacetUI

/// A ``ViewInputsCondition`` that holds where `Context` matches the current style context.
///
/// ```swift
/// ViewInputConditionalContent(StyleContextCondition<ScrollViewStyleContext>.self) {
///     Text("scrolling")
/// } otherwise: {
///     Text("fixed")
/// }
/// ```
public struct StyleContextCondition<Context: StyleContext>: ViewInputsCondition {
    public static func evaluate(_ inputs: ViewInputs) -> Bool {
        Context.evaluate(StyleContextInputs(type: inputs[ContainerStyleContextKey.self].styleContextType))
    }
}
