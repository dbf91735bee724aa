/// Conforming types represent items that can be placed in various locations in a
/// toolbar: ``ToolbarItem``, ``ToolbarItemGroup``, or a type of your own whose `body`
/// combines them.
///
/// ```swift
/// struct EditingItems: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

/// Conforming types represent items that can be placed in various locations in a
/// customizable toolbar (items with an `id:`, in `.toolbar(id:content:)`).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body: it is read as it is.
    public var body: Never {
        fatalError("\(Self.self) is primitive toolbar content and has no body")
    }
}

/// Toolbar content that resolves to entries itself, without a body.
@MainActor
protocol PrimitiveToolbarContent {
    /// Appends the items this content stands for, in the order written.
    func appendEntries(to entries: inout [ToolbarEntry])
}

@MainActor
extension ToolbarEntry {
    /// The items `content` stands for, in the order written (a custom type's body is
    /// read in turn).
    static func entries(of content: some ToolbarContent) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        append(content, to: &entries)
        return entries
    }

    static func append(_ content: some ToolbarContent, to entries: inout [ToolbarEntry]) {
        if let primitive = content as? any PrimitiveToolbarContent {
            primitive.appendEntries(to: &entries)
        } else {
            append(content.body, to: &entries)
        }
    }
}

/// Several pieces of toolbar content written one after another in a
/// ``ToolbarContentBuilder`` block.
struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let content: (repeat each Content)
    typealias Body = Never

    func appendEntries(to entries: inout [ToolbarEntry]) {
        for element in repeat each content { ToolbarEntry.append(element, to: &entries) }
    }
}

extension TupleToolbarContent: CustomizableToolbarContent
where repeat each Content: CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Optional toolbar content has no body: it stands for its content, or for nothing.
    public var body: Never { fatalError("Optional toolbar content has no body") }
    public typealias Body = Never
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func appendEntries(to entries: inout [ToolbarEntry]) {
        if let self { ToolbarEntry.append(self, to: &entries) }
    }
}

/// One of two pieces of toolbar content, chosen by an `if`/`else` or a `switch` in a
/// ``ToolbarContentBuilder`` block.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
    ToolbarContent
{
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public typealias Body = Never
}

extension _ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension _ConditionalToolbarContent: PrimitiveToolbarContent {
    func appendEntries(to entries: inout [ToolbarEntry]) {
        switch storage {
        case .trueContent(let content): ToolbarEntry.append(content, to: &entries)
        case .falseContent(let content): ToolbarEntry.append(content, to: &entries)
        }
    }
}
