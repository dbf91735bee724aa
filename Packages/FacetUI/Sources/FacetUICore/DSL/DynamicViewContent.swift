/// A type of view that generates views from an underlying collection of data (`ForEach`,
/// and a `ForEach` with modifiers such as `onDelete(perform:)` applied).
///
/// ```swift
/// List {
///     ForEach(fruits, id: \.self) { Text($0) }
///         .onDelete { fruits.remove(atOffsets: $0) }
/// }
/// ```
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The content's underlying data.
    public var data: Content.Data { content.data }
}

extension TraitView: DynamicViewContent where Content: DynamicViewContent {
    var data: Content.Data { content.data }
}
