import Foundation

/// The gesture of `.onLongPressGesture(…)`: a long press that runs an action when it
/// succeeds and reports whether the view is pressed.
@_spi(Inspection)
public struct LongPressActionGesture: Gesture {
    /// The long press recognised.
    public let longPress: LongPressGesture
    /// Run when the long press succeeds.
    public let action: () -> Void
    /// Told `true` when the press begins and `false` when it ends, succeeds or fails.
    public let onPressingChanged: ((Bool) -> Void)?

    public typealias Value = Bool
    public typealias Body = Never
}

extension LongPressActionGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Bool> {
        PressingRecognizer(longPress.recognizer(), action: action, pressing: onPressingChanged)
    }
}

/// Runs the long press's action when it succeeds, and its pressing callback around it.
@MainActor
final class PressingRecognizer: WrappingRecognizer<Bool, Bool> {
    private let action: () -> Void
    private let pressing: ((Bool) -> Void)?
    private var isPressed = false

    init(_ base: GestureRecognizer<Bool>, action: @escaping () -> Void, pressing: ((Bool) -> Void)?) {
        self.action = action
        self.pressing = pressing
        super.init(base)
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Bool> { handleBase(event) }

    override func run(_ output: GestureOutput<Bool>) {
        if output.isRecognized, !isPressed {
            isPressed = true
            pressing?(true)
        }
        if case .ended = output { action() }
    }

    override func end() {
        super.end()
        if isPressed {
            isPressed = false
            pressing?(false)
        }
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// ```swift
    /// Text("Hold me").onLongPressGesture(minimumDuration: 1) { held = true }
    /// ```
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, pressing: onPressingChanged,
            perform: action)
    }

    /// Adds an action to perform when this view recognizes a long press gesture (the
    /// earlier spelling, with `pressing` before the action).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        let gesture = LongPressActionGesture(
            longPress: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
            action: action, onPressingChanged: pressing)
        return modifier(AddGestureModifier(gesture: gesture, gestureMask: .all))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction in `coordinateSpace`.
    ///
    /// ```swift
    /// Color.gray.onTapGesture { location in marks.append(location) }
    /// ```
    @_disfavoredOverload
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(
            SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction in `coordinateSpace` (`.local`,
    /// `.global` or `.named(_:)`).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}
