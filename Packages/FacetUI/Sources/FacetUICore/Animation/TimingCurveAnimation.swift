import Foundation

/// A timing-curve animation: the change follows a ``UnitCurve`` over a fixed duration
/// (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`).
struct TimingCurveAnimation: FiniteAnimation, CustomStringConvertible {
    /// The curve's name in descriptions, when it is a named one.
    var name: String?
    var curve: UnitCurve
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    {
        guard time < duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0 else { return .zero }
        guard time < duration else { return value.scaled(by: curve.velocity(at: 1) / duration) }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }

    func duration<V: VectorArithmetic>(for value: V, context: AnimationContext<V>) -> TimeInterval {
        max(duration, 0)
    }

    var description: String {
        if let name { return "\(name)(duration: \(duration))" }
        return "timingCurve(\(curve), duration: \(duration))"
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The curve's kind and control points.
    public var description: String {
        switch kind {
        case .linear: return "linear"
        case .bezier(let b): return "bezier(\(b.x1), \(b.y1), \(b.x2), \(b.y2))"
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .inverted(let original): return "\(UnitCurve(original)).inverse"
        }
    }
}
