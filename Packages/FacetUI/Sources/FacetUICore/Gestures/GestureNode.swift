import Foundation

/// The node of a view with an attached gesture: a press that hits its content (or the
/// content of a view inside it) makes a recogniser of its gesture; when it goes away, its
/// recognisers end.
@MainActor
final class GestureNode<Content: View, Modifier: GestureAttachedModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>, GestureTarget
{
    override func didUnmount() {
        graph.gestures.unregister(self)
    }

    var attachment: any GestureAttachment { value.modifier }

    func makeRecognizer() -> AnyGestureRecognizer { value.modifier.gesture.recognizer() }

    /// The frame of the content: the union of its layout units' frames (root coordinates).
    var area: CGRect { contentArea }

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
