/// Constructs a toolbar item set from multi-expression closures: any number of items, `if`,
/// `if`/`else` and `switch`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Add") {} }
///     if isEditing { ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} } }
/// }
/// ```
@resultBuilder @preconcurrency @MainActor
public enum ToolbarContentBuilder {
    /// Passes a single piece of toolbar content through unchanged.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Passes a single piece of customizable toolbar content through unchanged.
    public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// A block with one piece of content builds that content.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// A block with one piece of customizable content builds that content.
    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// A block with several pieces of content builds them in the order written.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> some ToolbarContent
    {
        TupleToolbarContent(content: (repeat each content))
    }

    /// A block with several pieces of customizable content builds them in the order written.
    public static func buildBlock<each Content: CustomizableToolbarContent>(_ content: repeat each Content)
        -> some CustomizableToolbarContent
    {
        TupleToolbarContent(content: (repeat each content))
    }

    /// An `if` without `else` builds optional content.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// An `if` without `else` builds optional content.
    public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .falseContent(second))
    }
}
