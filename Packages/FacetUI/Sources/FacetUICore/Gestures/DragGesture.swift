import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// The drag starts once the pointer has moved `minimumDistance` from where it was pressed
/// (at once when it is 0); its value reports where the drag started, where it is and how
/// fast it moves, in `coordinateSpace`.
///
/// ```swift
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
@preconcurrency @MainActor
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The pointer's velocity, in points per second.
        var pointerVelocity: CGVector

        @_spi(Inspection)
        public init(time: Date, location: CGPoint, startLocation: CGPoint, pointerVelocity velocity: CGVector)
        {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.pointerVelocity = velocity
        }

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// The current drag velocity.
        public var velocity: CGSize {
            let predicted = predictedEndLocation
            return CGSize(width: 4.0 * (predicted.x - location.x), height: 4.0 * (predicted.y - location.y))
        }

        /// A prediction, based on the current drag velocity, of where the final location
        /// will be if dragging stopped now.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + pointerVelocity.dx / 4, y: location.y + pointerVelocity.dy / 4)
        }

        /// A prediction, based on the current drag velocity, of what the final translation
        /// will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let predicted = predictedEndLocation
            return CGSize(width: predicted.x - startLocation.x, height: predicted.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture whose locations are in `coordinateSpace` (`.local`,
    /// `.global` or `.named(_:)`).
    ///
    /// ```swift
    /// DragGesture(minimumDistance: 0, coordinateSpace: .named("board"))
    /// ```
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// A drag gesture is recognised by the system.
    public typealias Body = Never
}

extension DragGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

/// Recognises a drag: changed once the pointer moved far enough, ended when released.
@MainActor
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private var start: CGPoint?
    /// The view's geometry when the drag began: locations are converted with it, so that a
    /// view the drag moves does not shift the drag's own coordinates.
    private var startGeometry = GestureGeometry(frame: .zero)
    private var isActive = false
    private var last: (location: CGPoint, time: Date)?
    private var velocity = CGVector(dx: 0, dy: 0)

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = max(minimumDistance, 0)
        self.space = coordinateSpace
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<DragGesture.Value> {
        // Two fingers pinching or turning are not a single pointer.
        if event.transform != nil { return .failed }
        switch event.phase {
        case .down:
            guard start == nil else { return .failed }
            start = event.location
            startGeometry = geometry
            last = (event.location, event.time)
            isActive = minimumDistance == 0
            return isActive ? .changed(value(at: event)) : .possible
        case .moved:
            guard let start else { return .possible }
            track(event)
            if !isActive, start.distance(to: event.location) >= minimumDistance { isActive = true }
            return isActive ? .changed(value(at: event)) : .possible
        case .up:
            guard start != nil else { return .possible }
            track(event)
            return isActive ? .ended(value(at: event)) : .failed
        case .tick:
            return .possible
        case .cancelled:
            return .failed
        }
    }

    /// Updates the velocity from the last two events.
    private func track(_ event: PointerEvent) {
        if let last {
            let elapsed = event.time.timeIntervalSince(last.time)
            if elapsed > 0 {
                velocity = CGVector(
                    dx: (event.location.x - last.location.x) / elapsed,
                    dy: (event.location.y - last.location.y) / elapsed)
            }
        }
        last = (event.location, event.time)
    }

    private func value(at event: PointerEvent) -> DragGesture.Value {
        DragGesture.Value(
            time: event.time, location: startGeometry.convert(event.location, to: space),
            startLocation: startGeometry.convert(start ?? event.location, to: space),
            pointerVelocity: velocity)
    }
}
