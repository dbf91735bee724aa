import FacetUI

/// The subviews of a `Content` view, handed to a ``VariadicViewAdapter``'s content: a
/// collection of ``AnyVariadicView/Subview``, and a view showing them all.
///
/// ```swift
/// VariadicViewAdapter { content } content: { source in
///     Text("\(source.count) items")
///     VStack { source }
/// }
/// ```
public struct VariadicView<Content: View>: View {
    /// A subview.
    public typealias Subview = AnyVariadicView.Subview

    /// The subviews, without the source's type.
    public var children: AnyVariadicView
    /// The source, read again for its sections.
    let source: Content

    public var body: some View { children }
}

extension VariadicView: @MainActor RandomAccessCollection {
    public typealias Element = AnyVariadicView.Subview
    public typealias Index = Int

    public var startIndex: Int { children.startIndex }
    public var endIndex: Int { children.endIndex }
    public subscript(position: Int) -> AnyVariadicView.Subview { children[position] }
}

/// A collection of subviews, and a view showing them all (each keeps its identity across
/// updates).
public struct AnyVariadicView: View {
    /// One subview: place it in a view to show it; read its ``id``, ``id(as:)``,
    /// ``tag(as:)``, traits (``ViewTraitKey``), ``zIndex``, ``isHeader`` and ``isFooter`` to
    /// lay it out.
    public struct Subview: View, Identifiable {
        /// The FacetUI subview.
        public let subview: FacetUI.Subview

        /// Wraps a FacetUI subview.
        public init(_ subview: FacetUI.Subview) { self.subview = subview }

        /// Identifies the subview: its place in the source and its explicit ids.
        nonisolated public var id: AnyHashable { AnyHashable(subview.id) }

        /// The id the subview was given by a `ForEach` or `.id(_:)`, when it is an `ID`.
        ///
        /// ```swift
        /// ForEach(fruits, id: \.self) { Text($0.name) }   // subview.id(as: Fruit.self)
        /// ```
        public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? { subview.explicitID?.base as? ID }

        /// The tag of the subview (`.tag(_:)`, or its `ForEach` id), when it is a `T`.
        public func tag<T: Hashable>(as _: T.Type) -> T? { subview.containerValues.tag(for: T.self) }

        /// The value of trait `key` set on the subview with ``FacetUI/View/trait(_:_:)``,
        /// or `nil`.
        public subscript<K: ViewTraitKey>(key: K.Type) -> K.Value? {
            subview.containerValues[viewTrait: ViewTraitSlot<K>()]
        }

        /// The value of trait `key`, or `defaultValue` where the subview did not set it.
        public subscript<K: ViewTraitKey>(key: K.Type, default defaultValue: @autoclosure () -> K.Value)
            -> K.Value
        {
            self[K.self] ?? defaultValue()
        }

        /// The z-index the subview was given with `.zIndex(_:)`, or 0.
        ///
        /// ```swift
        /// ForEach(source.sorted { $0.zIndex < $1.zIndex }) { $0 }   // lowest first
        /// ```
        public var zIndex: Double { subview.zIndex }

        /// Whether the subview is part of a `Section`'s header in the source.
        public var isHeader: Bool { subview.isSectionHeader }

        /// Whether the subview is part of a `Section`'s footer in the source.
        public var isFooter: Bool { subview.isSectionFooter }

        public var body: some View { subview }
    }

    let subviews: SubviewsCollection

    public var body: some View { ForEach(self) { $0 } }
}

extension AnyVariadicView: @MainActor RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { Subview(subviews[position]) }
}
