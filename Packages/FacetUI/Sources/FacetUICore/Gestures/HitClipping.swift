import Foundation

extension EffectNode: HitClippingNode {
    /// A clip (`clipShape`, `clipped`, `cornerRadius`) is hit only inside its outline; the
    /// other effects do not change hit testing.
    func admitsHit(at point: CGPoint) -> Bool {
        guard let effect = value.modifier as? GraphicalEffectModifier, let shape = effect.clipShape else {
            return true
        }
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        return shape.path(in: CGRect(origin: .zero, size: frame.size))
            .contains(local, eoFill: effect.clipStyle?.isEOFilled ?? false)
    }
}

extension ScrollViewNode: HitClippingNode {
    /// A scroll view shows its content only inside its frame.
    func admitsHit(at point: CGPoint) -> Bool { frame.contains(point) }
}
