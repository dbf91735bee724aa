/// A structure that computes views on demand from a collection of identified data.
///
/// Rows are identified by id: reordering the data moves rows (with their state) instead
/// of recreating them. Duplicate ids are reported with a warning naming the id; later
/// duplicates are skipped and rendering goes on.
///
/// ```swift
/// ForEach(items) { item in Text(item.title) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    /// Extracts the id of an element.
    let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Creates an instance that computes views on demand over identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, content: content, identify: { $0.id })
    }

    /// Creates an instance that identifies its rows by the given key path.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }

    /// Creates an instance over a constant range; the integers are the ids.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, content: content, identify: { $0 })
    }

    /// Creates an instance over a binding to a collection of identifiable data, handing
    /// each row a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapCollection<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID {
        let collection = data.wrappedValue
        let indexed = collection.indices.lazy.map { ($0, collection[$0].id) }
        self.init(data: indexed, content: { content(data[$0.0]) }, identify: { $0.1 })
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `index`.
    subscript(index: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[index] },
            set: { self.wrappedValue[index] = $0 })
    }
}
