import Foundation

/// A gesture that recognizes one or more taps and reports their location.
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { value in last = value.location })
/// ```
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint

        @_spi(Inspection) public init(spatialLocation location: CGPoint) { self.location = location }
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture whose location is in `coordinateSpace` (`.local`, `.global` or
    /// `.named(_:)`).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// A spatial tap gesture is recognised by the system.
    public typealias Body = Never
}

extension SpatialTapGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count) { point, geometry in
            Value(spatialLocation: geometry.convert(point, to: space))
        }
    }
}
