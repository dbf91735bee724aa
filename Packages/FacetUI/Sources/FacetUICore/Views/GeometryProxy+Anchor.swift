import Foundation

extension GeometryProxy {
    /// Resolves an anchor into the container's coordinate space: a rectangle or point of
    /// the view the anchor was taken in, as laid out, relative to the container's
    /// top-leading corner.
    ///
    /// ```swift
    /// .overlayPreferenceValue(BoundsKey.self) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor {
    ///             let rect = proxy[anchor]
    ///             Text("here").offset(x: rect.minX, y: rect.maxY)
    ///         }
    ///     }
    /// }
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: globalFrame.origin) }
}
