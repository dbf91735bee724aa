/// A modifier that can create another modifier with animation: an `Animatable`
/// `ViewModifier`.
///
/// ```swift
/// struct Shake: AnimatableModifier {
///     var amount: CGFloat
///     nonisolated var animatableData: CGFloat {
///         get { amount }
///         set { amount = newValue }
///     }
///     func body(content: Content) -> some View { content.offset(x: amount) }
/// }
/// ```
@available(*, deprecated, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
