/// A gesture that calls an action when the gesture it wraps ends (made by
/// ``Gesture/onEnded(_:)``; SwiftUI's own name).
@preconcurrency @MainActor
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    /// The value of the wrapped gesture.
    public typealias Value = Content.Value
    /// The gesture is recognised by its content.
    public typealias Body = Never
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    ///
    /// ```swift
    /// TapGesture().onEnded { count += 1 }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension _EndedGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        EndedRecognizer(content.recognizer(), action: action)
    }
}

@_spi(Inspection)
extension _EndedGesture: GestureWrapping {
    public var wrappedGesture: any Gesture { content }
    public var wrapperKind: GestureWrapperKind { .ended }
    public var wrapperCallback: Any { action }
}

/// Calls the action when the base gesture ends.
@MainActor
final class EndedRecognizer<Value>: WrappingRecognizer<Value, Value> {
    private let action: (Value) -> Void

    init(_ base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base)
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> { handleBase(event) }

    override func run(_ output: GestureOutput<Value>) {
        if case .ended(let value) = output { action(value) }
    }
}
