/// A view whose subviews, for a view reading them (``Group/init(subviews:transform:)``,
/// ``SubviewsCollection/init(subviewsOf:)``), are those of another view value, as a
/// `Group`'s are its content's — instead of being one subview, as any other custom view
/// is (a reader does not evaluate bodies).
///
/// The graph still builds the view as usual where it is shown; return the same content
/// from ``forwardedContent`` as the body shows.
///
/// ```swift
/// struct Pair<A: View, B: View>: SubviewsForwardingView {
///     var first: A
///     var second: B
///     var forwardedContent: any View { TupleView((first, second)) }
///     var body: some View { first; second }
/// }
/// ```
@MainActor @preconcurrency
public protocol SubviewsForwardingView: View {
    /// The view whose subviews are this view's subviews.
    var forwardedContent: any View { get }
}
