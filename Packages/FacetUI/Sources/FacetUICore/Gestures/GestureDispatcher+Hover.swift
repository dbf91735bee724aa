import Foundation

extension GestureDispatcher {
    /// Moves the hover to `point` (root coordinates; `nil`: the pointer left the window):
    /// the hover regions around the view hit there are hovered (outermost first), the ones
    /// hovered before and not any more end. Returns whether a region took part.
    func hover(at point: CGPoint?, root: ViewNode?) -> Bool {
        var current: [any HoverTarget] = []
        if let point, let root {
            current = hitChain(at: point, in: root).compactMap { $0 as? any HoverTarget }
        }
        let previous = Set(hovered.map { ObjectIdentifier($0) })
        let ids = Set(current.map { ObjectIdentifier($0) })
        let left = hovered.filter { !ids.contains(ObjectIdentifier($0)) }
        hovered = current
        for target in left { target.responder.ended() }
        guard let point else { return !left.isEmpty }
        let spaces = NamedCoordinateSpaces(around: current.first)
        for target in current.reversed() {
            target.responder.hovered(
                at: point, entered: !previous.contains(ObjectIdentifier(target)),
                geometry: GestureGeometry(frame: target.contentArea, namedSpaces: spaces))
        }
        return !left.isEmpty || !current.isEmpty
    }

    /// Forgets a hover region that went away.
    func hoverTargetLeft(_ target: any HoverTarget) {
        hovered.removeAll { $0 === target }
    }
}
