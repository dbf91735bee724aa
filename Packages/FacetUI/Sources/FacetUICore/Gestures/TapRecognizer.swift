import Foundation

/// Recognises `count` taps: presses released near where they began, each following the
/// last release within ``TapRecognizer/multiTapInterval``.
@MainActor
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    /// The longest pause between the taps of one multi-tap.
    static var multiTapInterval: TimeInterval { 0.35 }
    /// How far a press may move and still be a tap.
    static var slop: CGFloat { 10 }

    private let count: Int
    private let value: (CGPoint, GestureGeometry) -> Value
    private var taps = 0
    private var pressedAt: CGPoint?
    private var lastRelease: Date?

    /// A recogniser of `count` taps whose value is made from the location (root
    /// coordinates) of the last one and the view's geometry.
    init(count: Int, value: @escaping (CGPoint, GestureGeometry) -> Value) {
        self.count = max(count, 1)
        self.value = value
    }

    override var deadline: Date? {
        guard pressedAt == nil, let lastRelease else { return nil }
        return lastRelease.addingTimeInterval(Self.multiTapInterval)
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> {
        // Two fingers pinching or turning are not a single pointer.
        if event.transform != nil { return .failed }
        switch event.phase {
        case .down:
            if let deadline, event.time > deadline { return .failed }
            pressedAt = event.location
            return .possible
        case .moved:
            guard let start = pressedAt else { return .possible }
            return start.distance(to: event.location) > Self.slop ? .failed : .possible
        case .up:
            guard pressedAt != nil else { return .possible }
            pressedAt = nil
            taps += 1
            if taps >= count { return .ended(value(event.location, geometry)) }
            lastRelease = event.time
            return .possible
        case .tick:
            if let deadline, event.time >= deadline { return .failed }
            return .possible
        case .cancelled:
            return .failed
        }
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
