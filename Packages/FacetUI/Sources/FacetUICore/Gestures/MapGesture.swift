/// A gesture whose value is the value of the gesture it wraps, transformed (made by
/// ``Gesture/map(_:)``; SwiftUI's own name).
@preconcurrency @MainActor
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    /// The gesture is recognised by its content.
    public typealias Body = Never
}

extension Gesture {
    /// Returns a gesture that's the result of mapping the value of this gesture into a new
    /// value.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }.onEnded { width = $0 }
    /// ```
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension _MapGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        MapRecognizer(content.recognizer(), transform: transform)
    }
}

@_spi(Inspection)
extension _MapGesture: GestureWrapping {
    public var wrappedGesture: any Gesture { content }
    public var wrapperKind: GestureWrapperKind { .map }
    public var wrapperCallback: Any { transform }
}

/// Transforms the base gesture's values.
@MainActor
final class MapRecognizer<Base, Value>: WrappingRecognizer<Base, Value> {
    private let transform: (Base) -> Value

    init(_ base: GestureRecognizer<Base>, transform: @escaping (Base) -> Value) {
        self.transform = transform
        super.init(base)
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> { handleBase(event).map(transform) }
}
