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
        let handled = gestures.handle(event, root: root)
        if handled { flush() }
        return handled
    }

    /// Moves the pointer's hover to `point` (root coordinates) with no button pressed, or
    /// out of the window (`nil`): runs the `onHover` and `onContinuousHover` actions of the
    /// views it enters, moves over and leaves, and applies their updates. Returns whether
    /// any took part.
    ///
    /// ```swift
    /// graph.handleHover(at: CGPoint(x: 4, y: 2))
    /// ```
    @discardableResult
    public func handleHover(at point: CGPoint?) -> Bool {
        let handled = gestures.hover(at: point, root: root)
        if handled { flush() }
        return handled
    }

    /// Whether a pointer interaction with a gesture is in progress.
    public var isTrackingPointer: Bool { gestures.isTracking }

    /// How many nodes hit testing looked at for the last press or hover: it descends the
    /// laid-out frames, so this grows with the depth of the view under the pointer, not
    /// with the number of views.
    public var hitTestVisits: Int { gestures.lastHitTestVisits }

    /// The innermost view hit at `point` (root coordinates), as gestures and hover see it:
    /// its node, or `nil` where nothing is hit.
    public func hitTest(_ point: CGPoint) -> ViewNode? {
        guard let root else { return nil }
        return gestures.hitChain(at: point, in: root).first
    }
}
