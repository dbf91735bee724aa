import Foundation

/// A gesture that succeeds when the user performs a long press: the pointer stays pressed
/// for `minimumDuration` without moving more than `maximumDistance`.
///
/// Its value is `true` from the press on (``Gesture/updating(_:body:)`` and
/// ``Gesture/onChanged(_:)`` see it at once); it ends when the duration has passed.
///
/// ```swift
/// Circle().gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in done = true })
/// ```
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the gesture
    /// succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that
    /// the interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The type representing the gesture's value.
    public typealias Value = Bool
    /// A long-press gesture is recognised by the system.
    public typealias Body = Never
}

extension LongPressGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// Recognises a long press: changed (`true`) from the press, ended when it has lasted.
@MainActor
final class LongPressRecognizer: GestureRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: Date)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = max(minimumDuration, 0)
        self.maximumDistance = maximumDistance
    }

    override var deadline: Date? { start.map { $0.time.addingTimeInterval(minimumDuration) } }

    override func handle(_ event: PointerEvent) -> GestureOutput<Bool> {
        // Two fingers pinching or turning are not a single pointer.
        if event.transform != nil { return .failed }
        switch event.phase {
        case .down:
            guard start == nil else { return .failed }
            start = (event.location, event.time)
            return minimumDuration == 0 ? .ended(true) : .changed(true)
        case .moved:
            guard let start else { return .possible }
            if start.location.distance(to: event.location) > maximumDistance { return .failed }
            return lasted(until: event.time) ? .ended(true) : .changed(true)
        case .tick:
            guard start != nil else { return .possible }
            return lasted(until: event.time) ? .ended(true) : .changed(true)
        case .up:
            guard start != nil else { return .possible }
            return lasted(until: event.time) ? .ended(true) : .failed
        case .cancelled:
            return .failed
        }
    }

    private func lasted(until time: Date) -> Bool {
        guard let deadline else { return false }
        return time >= deadline
    }
}
