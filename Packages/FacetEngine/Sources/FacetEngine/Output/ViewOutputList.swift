import FacetUI

/// The views sent for a ``ViewOutputKey``, in order: a collection, and a view showing them
/// all (each keeps its identity while the view that sent it stays).
///
/// ```swift
/// ViewOutputKeyValueReader(items) { list in
///     ForEach(list) { item in item.padding(1) }
/// }
/// ```
public struct ViewOutputList<Content: View>: View {
    /// One view sent.
    public struct Subview: View, Identifiable {
        /// Identifies the view that sent it.
        public struct ID: Hashable, Sendable {
            let output: GraphOutputID
        }

        /// Identifies the view that sent it: stable while that view stays.
        public var id: ID
        /// The view sent.
        public var content: Content

        public var body: some View { content }
    }

    /// The views sent.
    public var elements: [Subview]

    /// Creates a list of views.
    public init(elements: [Subview]) { self.elements = elements }

    public var body: some View { ForEach(elements) { $0 } }
}

extension ViewOutputList: @MainActor RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Subview { elements[position] }
}
