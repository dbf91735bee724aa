import Foundation

/// The node of a view with an attached gesture: it registers with the graph's
/// ``GestureDispatcher`` while mounted, so that pointer events over its content reach
/// the gesture's recogniser.
@MainActor
final class GestureNode<Content: View, Modifier: GestureAttachedModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>, GestureTarget
{
    override func mount() {
        super.mount()
        graph.gestures.register(self)
    }

    override func didUnmount() {
        graph.gestures.unregister(self)
    }

    var attachment: any GestureAttachment { value.modifier }

    func makeRecognizer() -> AnyGestureRecognizer { value.modifier.gesture.recognizer() }

    /// The frame of the content: the union of its layout units' frames (root coordinates).
    var area: CGRect {
        var units: [ViewNode] = []
        for child in children { child.collectLayoutUnits(into: &units) }
        guard let first = units.first else { return .null }
        return units.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }

    var node: ViewNode { self }
}

/// A node with an attached gesture, as the dispatcher sees it.
@MainActor
protocol GestureTarget: AnyObject {
    var attachment: any GestureAttachment { get }
    var area: CGRect { get }
    var node: ViewNode { get }
    func makeRecognizer() -> AnyGestureRecognizer
}

/// A recogniser with its value type erased, as the dispatcher drives it.
@MainActor
protocol AnyGestureRecognizer: AnyObject {
    var geometry: GestureGeometry { get set }
    var deadline: Date? { get }
    func handleErased(_ event: PointerEvent) -> GestureOutputKind
    func commit()
    func end()
}

/// A ``GestureOutput`` without its value.
enum GestureOutputKind {
    case possible, changed, ended, failed

    var isFinal: Bool { self == .ended || self == .failed }
    var isRecognized: Bool { self == .changed || self == .ended }
}

extension GestureRecognizer: AnyGestureRecognizer {
    func handleErased(_ event: PointerEvent) -> GestureOutputKind {
        switch handle(event) {
        case .possible: return .possible
        case .changed: return .changed
        case .ended: return .ended
        case .failed: return .failed
        }
    }
}
