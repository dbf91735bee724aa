import Foundation

/// An edge on the vertical axis.
///
/// ```swift
/// List { rows }.safeAreaInset(edge: .top) { Text("Bar") }
/// ```
@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// An efficient set of VerticalEdge values.
    @frozen public struct Set: OptionSet, Hashable, Sendable {
        public typealias Element = VerticalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set holding one edge.
        public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

extension Edge {
    /// The edge matching a VerticalEdge.
    init(_ edge: VerticalEdge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        }
    }
}
