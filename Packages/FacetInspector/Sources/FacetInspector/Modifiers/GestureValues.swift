import FacetUI
@_spi(Inspection) import FacetUICore

// The values of gestures, made in tests to call a gesture's callbacks with (as
// ViewInspector makes them).

extension DragGesture.Value {
    /// A drag value: the pointer at `location` at `time`, having started at
    /// `startLocation` and moving at `velocity` points per second.
    ///
    /// ```swift
    /// let value = DragGesture.Value(time: Date(), location: .init(x: 100, y: 100),
    ///                               startLocation: .zero, velocity: CGVector(dx: 8, dy: 8))
    /// ```
    public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGVector) {
        self.init(time: time, location: location, startLocation: startLocation, pointerVelocity: velocity)
    }
}

extension Bool {
    /// A long press value (`LongPressGesture.Value` is `Bool`): whether it finished.
    public init(finished: Bool) { self = finished }
}

extension CGFloat {
    /// A magnification value (`MagnificationGesture.Value` is `CGFloat`): the scale.
    public init(magnifyBy: CGFloat) { self = magnifyBy }
}

extension Angle {
    /// A rotation value (`RotationGesture.Value` is `Angle`).
    public init(angle: Angle) { self = angle }
}

extension SpatialTapGesture.Value {
    /// A spatial tap value at `location`.
    public init(location: CGPoint) { self.init(spatialLocation: location) }
}

extension SimultaneousGesture.Value {
    /// A simultaneous gesture value from its parts' values.
    public init(first: First.Value?, second: Second.Value?) {
        self.init(firstValue: first, secondValue: second)
    }
}

extension Inspector {
    /// `value` as a `T`, or the error "Type mismatch: X is not T".
    public static func cast<T>(value: Any, type: T.Type) throws -> T {
        guard let typed = value as? T else {
            throw InspectionError.typeMismatch(
                factual: typeName(ofType: Swift.type(of: value)), expected: typeName(ofType: T.self))
        }
        return typed
    }
}
