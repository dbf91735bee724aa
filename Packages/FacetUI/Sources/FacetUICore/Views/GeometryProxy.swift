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
    /// The frames of the named coordinate spaces around the container.
    var namedSpaces = NamedCoordinateSpaces()

    init(
        size: CGSize, globalFrame: CGRect, namedSpaces: NamedCoordinateSpaces = NamedCoordinateSpaces(),
        safeAreaInsets: EdgeInsets = EdgeInsets()
    ) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
        self.safeAreaInsets = safeAreaInsets
    }

    /// The safe area inset of the container view: how far its frame reaches past the safe
    /// area it is placed in on each edge (zero inside the safe area; a reader that ignores
    /// the safe area sees the window's insets).
    public let safeAreaInsets: EdgeInsets

    /// Returns the container view's bounds rectangle, converted to a defined coordinate
    /// space.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            let origin = namedSpaces.frames[name]?.origin ?? .zero
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate
    /// space (`.local`, `.global`, `.named(_:)`).
    ///
    /// ```swift
    /// GeometryReader { proxy in Text("\(proxy.frame(in: .named("board")).minX)") }
    /// ```
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named coordinate space in the container's own coordinates, or
    /// `nil` when no view around the container declares it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let space = namedSpaces.frames[name]
        else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}
