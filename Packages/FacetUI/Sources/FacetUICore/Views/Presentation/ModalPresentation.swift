import Foundation

/// What a modal widget shows: a bordered panel above everything else in the window, whose
/// content (a sheet's view; an alert's title, message and buttons) is drawn by the child
/// widgets, laid out by FacetUI inside the border.
///
/// A backend draws the border and keeps keyboard focus inside the topmost modal. Escape
/// sends ``WidgetEvent/dismiss``: the presenting binding is reset, `onDismiss` runs, and
/// for an alert or dialog the action of its `.cancel` button runs first.
public struct ModalContent: WidgetContent, Equatable {
    /// The kind of presentation.
    public enum Kind: String, Equatable, Sendable {
        /// A large panel: the window less a margin (`.sheet`).
        case sheet
        /// A centred box at its ideal size (`.alert`).
        case alert
        /// A centred box with one button per row (`.confirmationDialog`).
        case confirmationDialog
        /// A box with a title, a message and one button per row (`.actionSheet`).
        case actionSheet
        /// A panel covering the whole window (`.fullScreenCover`).
        case fullScreenCover
        /// A centred box at its content's ideal size (`.popover`).
        case popover

        /// Whether the presentation is an alert, a confirmation dialog or an action sheet:
        /// any of its buttons closes it, and Escape chooses its `.cancel` button.
        public var isDialog: Bool { self == .alert || self == .confirmationDialog || self == .actionSheet }
    }

    public var presentation: Kind

    /// Creates modal content.
    public init(presentation: Kind) { self.presentation = presentation }

    public var kind: String { "Modal" }
}

/// The view of a presented modal (built by presentation modifiers, at the window level).
struct ModalView: View, PrimitiveView {
    let presentation: ModalContent.Kind
    let content: AnyView
    /// Resets the presenting binding.
    let dismiss: @MainActor () -> Void
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ModalNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// The node of a modal: a bordered widget; sheets fill the window less a margin of two
/// columns and one row on each side, full-screen covers the whole window, alerts, dialogs,
/// action sheets and popovers take their ideal size (at most the window's).
@MainActor
final class ModalNode: WidgetContainerNode<ModalView, AnyView> {
    /// The margin a sheet leaves around it.
    static let sheetMargin = CGSize(width: 2, height: 1)

    override func makeWidgetContent() -> any WidgetContent { ModalContent(presentation: value.presentation) }

    override func makeChild() -> AnyView { value.content }

    override func handle(_ event: WidgetEvent) {
        guard isMounted, event == .dismiss else { return }
        if value.presentation.isDialog, let cancel = firstCancelButton(in: self) {
            cancel.handle(.activate)  // runs its action, then closes the alert
        } else {
            value.dismiss()
        }
    }

    /// The first button with the `.cancel` role below `node`.
    private func firstCancelButton(in node: ViewNode) -> (any WidgetEventHandler)? {
        for child in node.children {
            if let button = child.view as? any RoleButton, button.buttonRole == .cancel,
                let handler = child as? any WidgetEventHandler
            {
                return handler
            }
            if let found = firstCancelButton(in: child) { return found }
        }
        return nil
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let covers = value.presentation == .sheet || value.presentation == .fullScreenCover
        if covers, let width = proposal.width, let height = proposal.height {
            let margin = value.presentation == .sheet ? Self.sheetMargin : .zero
            return CGSize(width: max(0, width - 2 * margin.width), height: max(0, height - 2 * margin.height))
        }
        let ideal = super.computeSize(.unspecified)
        let fitted = ideal.width > (proposal.width ?? .infinity) ? super.computeSize(proposal) : ideal
        return CGSize(
            width: min(fitted.width, proposal.width ?? .infinity),
            height: min(fitted.height, proposal.height ?? .infinity))
    }

    /// The content is centred inside the border.
    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        placeContentCentred(in: frame)
    }
}

/// A button seen without its label type.
@MainActor
protocol RoleButton {
    var buttonRole: ButtonRole? { get }
}

extension Button: RoleButton {
    var buttonRole: ButtonRole? { role }
}

extension EnvironmentValues {
    private struct AfterButtonActionKey: EnvironmentKey {
        static var defaultValue: (@MainActor () -> Void)? { nil }
    }

    /// Runs after any button action (alerts and dialogs close themselves with it).
    var afterButtonAction: (@MainActor () -> Void)? {
        get { self[AfterButtonActionKey.self] }
        set { self[AfterButtonActionKey.self] = newValue }
    }
}
