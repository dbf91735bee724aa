import Foundation

/// The keyframes of one track laid out in time from a start value: the value at any time.
///
/// Linear keyframes follow their timing curve, springs their closed form (from the velocity
/// given, else from rest), cubic keyframes a Hermite curve whose velocities, when not given,
/// are Catmull-Rom's (the slope between the neighbouring keyframes; zero at the track's ends),
/// and a move keyframe jumps.
struct KeyframePath<Data: VectorArithmetic> {
    private struct Piece {
        var start: TimeInterval
        var duration: TimeInterval
        var from: Data
        var to: Data
        var shape: Shape
    }

    private enum Shape {
        case linear(UnitCurve)
        case spring(Spring, velocity: Data)
        case cubic(start: Data, end: Data)
        case jump
    }

    private var pieces: [Piece] = []
    private let initial: Data
    /// The time the last keyframe ends.
    let duration: TimeInterval

    init<Value: Animatable>(_ resolved: _ResolvedKeyframeTrackContent<Value>, from initial: Data)
    where Value.AnimatableData == Data {
        self.initial = initial
        // The keyframes' points in time, with the start as point 0.
        var times: [TimeInterval] = [0]
        var values: [Data] = [initial]
        for (target, kind) in resolved.keyframes {
            let length: TimeInterval =
                switch kind {
                case .linear(let duration, _), .cubic(let duration, _, _): duration
                case .spring(let duration, let spring, _): duration ?? spring.settlingDuration
                case .move: 0
                }
            times.append(times[times.count - 1] + max(0, length))
            values.append(target)
        }
        func slope(at index: Int) -> Data {
            guard index > 0, index < values.count - 1, times[index + 1] > times[index - 1] else {
                return .zero
            }
            return (values[index + 1] - values[index - 1]).scaled(
                by: 1 / (times[index + 1] - times[index - 1]))
        }
        for (offset, (_, kind)) in resolved.keyframes.enumerated() {
            let shape: Shape =
                switch kind {
                case .linear(_, let curve): .linear(curve)
                case .spring(_, let spring, let velocity): .spring(spring, velocity: velocity ?? .zero)
                case .cubic(_, let start, let end):
                    .cubic(start: start ?? slope(at: offset), end: end ?? slope(at: offset + 1))
                case .move: .jump
                }
            pieces.append(
                Piece(
                    start: times[offset], duration: times[offset + 1] - times[offset], from: values[offset],
                    to: values[offset + 1], shape: shape))
        }
        duration = times[times.count - 1]
    }

    /// The value `time` seconds after the start (the last keyframe's after the end).
    func value(at time: TimeInterval) -> Data {
        guard let piece = pieces.last(where: { $0.start <= time }) ?? pieces.first else { return initial }
        guard time >= piece.start else { return initial }
        let elapsed = time - piece.start
        if elapsed >= piece.duration {
            if case .spring(let spring, let velocity) = piece.shape, piece.duration > 0,
                elapsed == piece.duration
            {
                return piece.from
                    + spring.value(target: piece.to - piece.from, initialVelocity: velocity, time: elapsed)
            }
            return piece.to
        }
        switch piece.shape {
        case .jump:
            return piece.to
        case .linear(let curve):
            return piece.from.interpolated(
                towards: piece.to, amount: curve.value(at: elapsed / piece.duration))
        case .spring(let spring, let velocity):
            return piece.from
                + spring.value(target: piece.to - piece.from, initialVelocity: velocity, time: elapsed)
        case .cubic(let start, let end):
            let s = elapsed / piece.duration
            let (s2, s3) = (s * s, s * s * s)
            let d = piece.duration
            return piece.from.scaled(by: 2 * s3 - 3 * s2 + 1) + start.scaled(by: (s3 - 2 * s2 + s) * d)
                + piece.to.scaled(by: -2 * s3 + 3 * s2) + end.scaled(by: (s3 - s2) * d)
        }
    }
}
