import FacetUI

/// A key for views that descendants send up to an ancestor: a descendant adds a view with
/// ``FacetUI/View/viewOutput(_:source:)``, and a ``ViewOutputKeyReader`` above it shows the
/// list of views sent, where its ``ViewOutputKeyValueReader`` is.
///
/// Give `Content` a concrete type to keep the sent views' type (no `AnyView`); by default
/// it is `AnyView` and any view can be sent. Built on FacetUI's graph outputs
/// (``FacetUI/GraphOutputKey``): when a sent view changes, only the value readers are
/// evaluated again — not the reader's content, nor the views that sent it.
///
/// ```swift
/// struct ToolbarItems: ViewOutputKey {}
///
/// ViewOutputKeyReader(ToolbarItems.self) { items in
///     VStack {
///         HStack { ViewOutputKeyValueReader(items) { $0 } }
///         Editor().viewOutput(ToolbarItems.self) { Button("Save") { save() } }
///     }
/// }
/// ```
public protocol ViewOutputKey {
    /// The type of the views sent.
    associatedtype Content: View = AnyView
    /// The list of views sent.
    typealias Value = ViewOutputList<Content>

    /// Combines the views sent so far (`value`) with the next one's (`nextValue`), in tree
    /// order (the inner of two modifiers on one view first). By default, appends.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension ViewOutputKey {
    /// Appends the next views.
    public static func reduce(value: inout Value, nextValue: () -> Value) {
        value.elements += nextValue().elements
    }
}

/// The graph output under which the views of `Key` are sent.
enum ViewOutputGraphKey<Key: ViewOutputKey>: GraphOutputKey {
    typealias Value = Key.Content
}

extension ViewOutputKey {
    /// The list `outputs` reduce to.
    @MainActor static func list(_ outputs: [GraphOutput<Content>]) -> ViewOutputList<Content> {
        var list = ViewOutputList<Content>(elements: [])
        for output in outputs {
            reduce(value: &list) {
                ViewOutputList(elements: [
                    ViewOutputList.Subview(id: .init(output: output.id), content: output.value)
                ])
            }
        }
        return list
    }
}
