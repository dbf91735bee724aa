import FacetUI

/// A modifier that sets the style context of its content to `Context`.
///
/// ```swift
/// CardContent().modifier(StyleContextModifier<CardStyleContext>())
/// ```
public struct StyleContextModifier<Context: StyleContext>: ViewInputsModifier {
    /// Creates the modifier.
    public init() {}

    /// Sets the style context input.
    public static func makeInputs(inputs: inout ViewInputs) {
        inputs[ContainerStyleContextKey.self] = ContainerStyleContext(styleContext: Context.self)
    }
}

extension View {
    /// Sets the style context of this view and the views built below it.
    ///
    /// ```swift
    /// CardContent().styleContext(.card)
    /// ```
    public func styleContext<Context: StyleContext>(_: Context) -> some View {
        modifier(StyleContextModifier<Context>())
    }
}
