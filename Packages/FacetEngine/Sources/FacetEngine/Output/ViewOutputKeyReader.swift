import FacetUI

/// A view that collects the views its content sends for `Key`
/// (``FacetUI/View/viewOutput(_:source:)``) and hands a proxy to its content, where a
/// ``ViewOutputKeyValueReader`` shows them.
///
/// ```swift
/// ViewOutputKeyReader(ToolbarItems.self) { items in
///     VStack {
///         HStack { ViewOutputKeyValueReader(items) { $0 } }
///         Editor().viewOutput(ToolbarItems.self) { Button("Save") {} }
///     }
/// }
/// ```
public struct ViewOutputKeyReader<Key: ViewOutputKey, Content: View>: View {
    /// The proxy handed to the content.
    public typealias Value = ViewOutputKeyValueProxy<Key>

    var content: (Value) -> Content

    /// Creates a reader of the views sent for `key` in `content`.
    public init(_ key: Key.Type, @ViewBuilder content: @escaping (Value) -> Content) {
        self.content = content
    }

    public var body: some View {
        GraphOutputCollector(ViewOutputGraphKey<Key>.self) { outputs in
            content(ViewOutputKeyValueProxy(outputs: outputs))
        }
    }
}

/// Stands for the views a ``ViewOutputKeyReader`` collected; read it with a
/// ``ViewOutputKeyValueReader``.
public struct ViewOutputKeyValueProxy<Key: ViewOutputKey>: Equatable {
    let outputs: GraphOutputs<ViewOutputGraphKey<Key>>
}

/// A view made from the list of views a ``ViewOutputKeyReader`` collected; only this view
/// is evaluated again when they change. Views its own content sends for `Key` are ignored.
///
/// ```swift
/// ViewOutputKeyValueReader(items) { list in
///     Text("\(list.count) items")
///     list
/// }
/// ```
public struct ViewOutputKeyValueReader<Key: ViewOutputKey, Content: View>: View {
    var value: ViewOutputKeyValueProxy<Key>
    var content: (ViewOutputList<Key.Content>) -> Content

    /// Creates a view from the list `value` stands for.
    public init(
        _ value: ViewOutputKeyValueProxy<Key>,
        @ViewBuilder content: @escaping (ViewOutputList<Key.Content>) -> Content
    ) {
        self.value = value
        self.content = content
    }

    public var body: some View {
        GraphOutputValueReader(value.outputs) { outputs in content(Key.list(outputs)) }
    }
}
