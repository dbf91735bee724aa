/// Presents a modal while its condition holds: the modal is built at the window level (a
/// child of the root, above the content) only while presented. Inspection tools name it by
/// its presentation ("sheet", "alert", "confirmationDialog") and read what it presents from
/// its node (``ViewNode/presentation``).
struct PresentationModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    let presentation: ModalContent.Kind
    /// The content to present, or `nil` when not presented (reads the binding).
    let content: () -> AnyView?
    /// Resets the binding.
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    /// Where a popover attaches, or `nil` for another presentation.
    var popoverPlacement: PopoverPlacement? = nil
    typealias Body = Never

    var modifierName: String { presentation.rawValue }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        PresentationNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// The node of a presentation modifier: transparent for its content; it observes the
/// binding and presents or removes the modal node at the root.
///
/// A modal presented when the presenter first appears is built in the next transaction,
/// so that its widget comes after the content's.
@MainActor
final class PresentationNode<Content: View>: WrapperNode<
    ModifiedContent<Content, PresentationModifier>, Content
>
{
    private(set) var modal: ViewNode?

    override func mount() {
        super.mount()
        if tracking({ value.modifier.content() }) != nil { graph.markDirty(self) }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        refresh()
    }

    override func invalidated() {
        graph.clearDirty(self)
        refresh()
    }

    override func didUnmount() { removeModal(runOnDismiss: false) }

    private var modalEnvironment: EnvironmentValues {
        var derived = environment
        let reset = value.modifier.dismiss
        let action: @MainActor () -> Void = { reset() }
        derived.dismiss = DismissAction(action: action)
        derived.isPresented = true
        derived.afterButtonAction = value.modifier.presentation.isDialog ? action : nil
        return derived
    }

    private func refresh() {
        let content = tracking { value.modifier.content() }
        guard let root = graph.root as? RootNode else { return }
        if let content {
            let view = ModalView(presentation: value.modifier.presentation, content: content) { [weak self] in
                self?.value.modifier.dismiss()
            }
            if let modal {
                modal.update(with: view, environment: modalEnvironment)
            } else {
                modal = root.present(view, environment: modalEnvironment)
            }
        } else {
            removeModal(runOnDismiss: true)
        }
    }

    private func removeModal(runOnDismiss: Bool) {
        guard let modal, let root = graph.root as? RootNode else { return }
        self.modal = nil
        root.dismiss(modal)
        if runOnDismiss, let onDismiss = value.modifier.onDismiss { graph.afterCommit(onDismiss) }
    }
}

/// A presentation modifier as inspection tools see it: what it presents, the modal while
/// presented, and the dismissal a user's Escape or `dismiss()` performs.
@_spi(Inspection) @MainActor
public struct InspectedPresentation {
    /// What the modifier presents.
    public let kind: ModalContent.Kind
    /// The node of the presented modal's content (an `AnyView`), or `nil` while not
    /// presented.
    public let content: ViewNode?
    /// Resets the presenting binding (the modal is removed, then `onDismiss` runs, at the
    /// next update).
    public let dismiss: () -> Void
    /// Where a popover attaches, or `nil` for another presentation.
    public let popoverPlacement: PopoverPlacement?
}

/// A presentation node, whatever its content.
@MainActor
protocol PresentingNode {
    var presented: InspectedPresentation { get }
}

extension PresentationNode: PresentingNode {
    var presented: InspectedPresentation {
        let modifier = value.modifier
        return InspectedPresentation(
            kind: modifier.presentation, content: modal?.children.first, dismiss: modifier.dismiss,
            popoverPlacement: modifier.popoverPlacement)
    }
}

@_spi(Inspection)
extension ViewNode {
    /// The presentation this node's `.sheet`/`.alert`/`.confirmationDialog` modifier
    /// manages, or `nil` for another node.
    public var presentation: InspectedPresentation? { (self as? any PresentingNode)?.presented }
}
