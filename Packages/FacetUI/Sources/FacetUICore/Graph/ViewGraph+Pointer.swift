import Foundation

@_spi(Backend)
extension ViewGraph {
    /// Hands a pointer event (root coordinates) to the gestures of the views under the
    /// pointer, and applies the updates their callbacks made. Returns whether a gesture
    /// took part in it (a backend handles the event itself otherwise).
    ///
    /// ```swift
    /// graph.handlePointer(PointerEvent(.down, at: CGPoint(x: 4, y: 2)))
    /// ```
    @discardableResult
    public func handlePointer(_ event: PointerEvent) -> Bool {
        let handled = gestures.handle(event)
        if handled { flush() }
        return handled
    }

    /// Whether a pointer interaction with a gesture is in progress.
    public var isTrackingPointer: Bool { gestures.isTracking }
}
