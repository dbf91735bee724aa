import Foundation

/// What a recogniser reports after an event.
enum GestureOutput<Value> {
    /// Still tracking: the gesture may yet be recognised.
    case possible
    /// Recognised and going on, with its current value.
    case changed(Value)
    /// Recognised and finished, with its last value.
    case ended(Value)
    /// Not this gesture: it takes no more events.
    case failed

    /// Whether the recogniser is done (ended or failed).
    var isFinal: Bool {
        switch self {
        case .ended, .failed: return true
        case .possible, .changed: return false
        }
    }

    /// Whether the gesture was recognised (changed or ended).
    var isRecognized: Bool {
        switch self {
        case .changed, .ended: return true
        case .possible, .failed: return false
        }
    }

    /// The same output with its value transformed.
    func map<T>(_ transform: (Value) -> T) -> GestureOutput<T> {
        switch self {
        case .possible: return .possible
        case .changed(let value): return .changed(transform(value))
        case .ended(let value): return .ended(transform(value))
        case .failed: return .failed
        }
    }
}

/// Where a gesture's view is: converts the root coordinates of pointer events into the
/// coordinate spaces a gesture asks for.
struct GestureGeometry {
    /// The gesture's view frame in the root's coordinate space.
    var frame: CGRect
    /// The named coordinate spaces around the view.
    var namedSpaces = NamedCoordinateSpaces()

    /// `point` (root coordinates) in `space`; a name no view around declares is the
    /// window's space, as in SwiftUI.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global: return point
        case .local: origin = frame.origin
        case .named(let name): origin = namedSpaces.frames[name]?.origin ?? .zero
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// Recognises one gesture from the pointer events of one interaction. A recogniser lives
/// while its gesture is possible or active; its owner calls ``end()`` once when it is
/// done with it (ended, failed, cancelled or lost to another gesture).
///
/// Recognition and callbacks are apart: ``handle(_:)`` only recognises; the owner calls
/// ``commit()`` when it accepts the result (the gesture won over the others), and only then
/// do `onChanged`, `onEnded` and `updating` run, once per result.
@MainActor
class GestureRecognizer<Value> {
    /// The geometry of the gesture's view, set by the owner before each event.
    var geometry = GestureGeometry(frame: .zero)

    /// Handles `event` and reports the gesture's state.
    func handle(_ event: PointerEvent) -> GestureOutput<Value> { .failed }

    /// Runs the callbacks of the results not yet committed.
    func commit() {}

    /// The time at which the recogniser wants a ``PointerEvent/Phase/tick`` (a long press
    /// completes, a multi-tap gives up), or `nil`.
    var deadline: Date? { nil }

    /// Called once when the owner is done with the recogniser (resets gesture state).
    func end() {}
}

/// A recogniser built from another one (the gesture modifiers: `onEnded`, `map`…).
@MainActor
class WrappingRecognizer<Base, Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Base>

    init(_ base: GestureRecognizer<Base>) { self.base = base }

    override var geometry: GestureGeometry {
        didSet { base.geometry = geometry }
    }

    /// The base's results not yet committed: its latest change, then its end. While a
    /// gesture waits for one with precedence to fail, it may change and even end; once it
    /// wins, its callbacks see its last change before its end, as in SwiftUI.
    private var uncommitted: [GestureOutput<Base>] = []

    override var deadline: Date? { base.deadline }

    /// Handles `event` with the base, keeping its result for ``commit()``.
    func handleBase(_ event: PointerEvent) -> GestureOutput<Base> {
        let output = base.handle(event)
        switch output {
        case .changed:
            if case .changed = uncommitted.last { uncommitted.removeLast() }
            uncommitted.append(output)
        case .ended: uncommitted.append(output)
        case .possible, .failed: break
        }
        return output
    }

    /// The callback of this modifier, for a committed result of the base.
    func run(_ output: GestureOutput<Base>) {}

    override func commit() {
        base.commit()
        let outputs = uncommitted
        uncommitted = []
        for output in outputs { run(output) }
    }

    override func end() {
        uncommitted = []
        base.end()
    }
}

/// A recogniser built from two others (simultaneous, sequenced and exclusive gestures):
/// both see the view's geometry, commit and end with it.
@MainActor
class PairRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let first: GestureRecognizer<A>
    let second: GestureRecognizer<B>

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>) {
        self.first = first
        self.second = second
    }

    override var geometry: GestureGeometry {
        didSet {
            first.geometry = geometry
            second.geometry = geometry
        }
    }

    override func commit() {
        first.commit()
        second.commit()
    }

    override func end() {
        first.end()
        second.end()
    }
}

/// A gesture that makes its own recogniser (every gesture SwiftUI declares with a `Never`
/// body); a gesture with a body is recognised by its body.
@MainActor
protocol RecognizableGesture {
    associatedtype RecognizedValue
    func makeRecognizer() -> GestureRecognizer<RecognizedValue>
}

extension RecognizableGesture {
    /// The recogniser, with its value type erased (read through an existential).
    var erasedRecognizer: AnyObject { makeRecognizer() }
}

/// A recogniser that recognises nothing: it fails at once (the gesture of a `nil`
/// optional, or one this input cannot produce).
@MainActor
final class FailingRecognizer<Value>: GestureRecognizer<Value> {
    override func handle(_ event: PointerEvent) -> GestureOutput<Value> { .failed }
}

extension Gesture {
    /// The recogniser of this gesture: its own, or its body's.
    func recognizer() -> GestureRecognizer<Value> {
        if let own = self as? any RecognizableGesture {
            return Self.cast(own.erasedRecognizer)
        }
        if Body.self == Never.self { return FailingRecognizer() }
        return Self.cast(body.recognizer())
    }

    private static func cast(_ recognizer: AnyObject) -> GestureRecognizer<Value> {
        // A gesture's recogniser reports its `Value`; the body of a custom gesture has the
        // same value type (SwiftUI requires `Value == Body.Value`).
        recognizer as? GestureRecognizer<Value> ?? FailingRecognizer()
    }
}
