import Foundation

/// A type that defines the geometry of a scroll view: its content offset and size, its
/// insets and the size of its container.
///
/// ```swift
/// ScrollView { rows }
///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in
///         showsShadow = scrolled
///     }
/// ```
public struct ScrollGeometry: Equatable, Sendable {
    /// The content point at the top-leading corner of the visible region.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets of the content.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view's visible region.
    public var containerSize: CGSize

    /// The visible part of the content, in content coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The bounds of the scroll view, in content coordinates.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize)
    {
        (self.contentOffset, self.contentSize, self.contentInsets, self.containerSize) = (
            contentOffset, contentSize, contentInsets, containerSize
        )
    }
}

extension ScrollGeometry: CustomDebugStringConvertible {
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
            + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

/// One `.onScrollGeometryChange(for:of:action:)`: given the geometry and the value it last
/// produced, it works out the new value and runs the action when it differs.
struct ScrollGeometryObserver {
    let update: (ScrollGeometry, Any?) -> Any
}

extension EnvironmentValues {
    private struct ScrollGeometryObserversKey: EnvironmentKey {
        static var defaultValue: [ScrollGeometryObserver] { [] }
    }

    /// The observers of the nearest scroll view's geometry (cleared inside a scroll view).
    var scrollGeometryObservers: [ScrollGeometryObserver] {
        get { self[ScrollGeometryObserversKey.self] }
        set { self[ScrollGeometryObserversKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry,
    /// changes: after the user or the program scrolls, or the content or the scroll view
    /// changes size. The value is first computed when the scroll view is laid out; the
    /// action runs for later changes, with the old and the new value.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in
    ///         offset = y
    ///     }
    /// ```
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let observer = ScrollGeometryObserver { geometry, last in
            let new = transform(geometry)
            if let old = last as? T, old != new { action(old, new) }
            return new
        }
        return transformEnvironment(\.scrollGeometryObservers, writtenBy: "onScrollGeometryChange") {
            $0.append(observer)
        }
    }
}
