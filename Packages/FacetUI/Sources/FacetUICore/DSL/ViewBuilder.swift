/// A result builder that composes views from closures.
///
/// Any number of children is allowed (it is built on parameter packs), as are `if`,
/// `if`/`else`, `switch`, `if #available` and optional content.
///
/// ```swift
/// VStack {
///     Text("Title")
///     if showDetails { Text("Details") }
/// }
/// ```
@resultBuilder @preconcurrency @MainActor
public enum ViewBuilder {
    /// Passes a single view expression through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block with one view builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block with several views builds a ``TupleView`` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(elements: repeat each content)
    }

    /// An `if` without `else` builds optional content.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else` builds optional content.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available`, erased so that newer types do not leak out.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
