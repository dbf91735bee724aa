/// The subviews of a view, in order: a collection, and a view showing them all (each
/// keeps its identity across updates). Made by ``Group/init(subviews:transform:)``.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     if let first = subviews.first { first.bold() }
///     subviews[1...]
/// }
/// ```
public struct SubviewsCollection: View {
    let subviews: [Subview]

    public var body: some View { ForEach(subviews) { $0 } }
}

extension SubviewsCollection {
    /// The subviews of `view`, read from its value without building it, for code that
    /// works outside a graph (visitors, tools). In a view, use
    /// ``Group/init(subviews:transform:)``.
    public init<V: View>(subviewsOf view: V) { self.init(subviews: SubviewReader.read(view).subviews) }
}

extension SubviewsCollection: @MainActor RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }
}

/// A contiguous run of a ``SubviewsCollection``: a collection and a view showing them.
public struct SubviewsCollectionSlice: View {
    let subviews: ArraySlice<Subview>

    public var body: some View { ForEach(Array(subviews)) { $0 } }
}

extension SubviewsCollectionSlice: @MainActor RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }
}

/// The content of a ``Group/init(subviews:transform:)``: the transform of the subviews.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public var body: some View {
        transform(SubviewsCollection(subviews: SubviewReader.read(subviews).subviews))
    }
}

extension Group {
    /// Makes a view from the subviews of `view` (see ``Subview``), for containers that lay
    /// them out themselves. The transform runs when the group's body does, and reads state
    /// as a body does.
    ///
    /// ```swift
    /// Group(subviews: content) { subviews in
    ///     VStack { ForEach(subviews) { subview in subview.padding(.leading, 2) } }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

/// The subviews a ``ForEach/init(subviews:content:)`` shows a row for.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEach {
    /// Creates one row per subview of `view` (see ``Subview``), identified by the
    /// subviews' ids.
    ///
    /// ```swift
    /// ForEach(subviews: content) { subview in
    ///     subview.padding(1)
    /// }
    /// ```
    @MainActor public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(
            data: ForEachSubviewCollection(subviews: SubviewReader.read(view).subviews), content: content,
            identify: { $0.id })
    }
}
