/// A gesture that calls an action each time the value of the gesture it wraps changes
/// (made by ``Gesture/onChanged(_:)``; SwiftUI's own name).
@preconcurrency @MainActor
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    /// The value of the wrapped gesture.
    public typealias Value = Content.Value
    /// The gesture is recognised by its content.
    public typealias Body = Never
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().onChanged { offset = $0.translation }
    /// ```
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension _ChangedGesture: RecognizableGesture {
    func makeRecognizer() -> GestureRecognizer<Value> {
        ChangedRecognizer(content.recognizer(), action: action)
    }
}

@_spi(Inspection)
extension _ChangedGesture: GestureWrapping {
    public var wrappedGesture: any Gesture { content }
    public var wrapperKind: GestureWrapperKind { .changed }
    public var wrapperCallback: Any { action }
}

/// Calls the action when the base gesture's value changes while it is recognised.
@MainActor
final class ChangedRecognizer<Value: Equatable>: WrappingRecognizer<Value, Value> {
    private let action: (Value) -> Void
    private var last: Value?

    init(_ base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base)
    }

    override func handle(_ event: PointerEvent) -> GestureOutput<Value> { handleBase(event) }

    override func run(_ output: GestureOutput<Value>) {
        if case .changed(let value) = output, value != last {
            last = value
            action(value)
        }
    }
}
