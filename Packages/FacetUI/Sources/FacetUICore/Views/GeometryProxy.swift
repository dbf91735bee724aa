import Foundation

/// A proxy for access to the size and coordinate space of the container view (a
/// ``GeometryReader``).
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) wide, at \(Int(proxy.frame(in: .global).minX))")
/// }
/// ```
public struct GeometryProxy: Equatable {
    /// The size of the container view.
    public let size: CGSize
    /// The container's frame in the window.
    let globalFrame: CGRect

    /// The safe area inset of the container view (none on Facet's backends).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate
    /// space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        }
    }
}

/// A resolved coordinate space.
public enum CoordinateSpace: Hashable, Sendable {
    /// The window's coordinate space.
    case global
    /// The view's own coordinate space (its top-leading corner is the origin).
    case local

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}
