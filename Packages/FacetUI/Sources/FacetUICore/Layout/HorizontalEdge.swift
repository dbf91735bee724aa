import Foundation

/// An edge on the horizontal axis.
///
/// ```swift
/// List { rows }.safeAreaInset(edge: .leading) { Text("Bar") }
/// ```
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// An efficient set of HorizontalEdge values.
    @frozen public struct Set: OptionSet, Hashable, Sendable {
        public typealias Element = HorizontalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set holding one edge.
        public init(_ e: HorizontalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

extension Edge {
    /// The edge matching a HorizontalEdge.
    init(_ edge: HorizontalEdge) {
        switch edge {
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }
}
