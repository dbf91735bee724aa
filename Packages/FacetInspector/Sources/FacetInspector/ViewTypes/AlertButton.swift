import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// A button of an `Alert` or `ActionSheet` value (`Alert.Button`), as inspection sees it:
    /// its `labelView()`, `style()` and `tap()`.
    public struct AlertButton: KnownViewType {
        /// "Alert.Button".
        public static var typePrefix: String { "Alert.Button" }
        /// An alert button is reached from its alert (`primaryButton()`), never by its type:
        /// its node is a `Button`.
        public static func _matches(_ node: ViewNode) -> Bool { false }
    }
}

extension Alert.Button {
    /// The style of an alert button, as its constructor (`.default`, `.cancel`,
    /// `.destructive`) set it.
    public enum Style: String {
        /// `.default(_:action:)`.
        case `default`
        /// `.cancel(_:action:)` or `.cancel(_:)`.
        case cancel
        /// `.destructive(_:action:)`.
        case destructive
    }
}

extension InspectableView where View == ViewType.AlertButton {
    /// The button's label.
    public func labelView() throws -> InspectableView<ViewType.Text> {
        guard let label = node.firstText else { throw InspectionError.viewNotFound(parent: "labelView") }
        return InspectableView<ViewType.Text>(host: host, entry: label, path: path(appending: "labelView()"))
    }

    /// The button's style: `.cancel` and `.destructive` for those roles, else `.default`.
    public func style() throws -> Alert.Button.Style {
        let button = try viewValue(as: (any InspectedButton).self, expected: "Alert.Button")
        switch button.inspectedRole {
        case .cancel?: return .cancel
        case .destructive?: return .destructive
        default: return .default
        }
    }

    /// Acts as the user: chooses the button, which runs its action and closes the alert,
    /// then applies the updates.
    public func tap() throws { try retyped(ViewType.Button.self).tap() }
}

extension ViewNode {
    /// The first text at or below this node.
    var firstText: ViewNode? {
        var pending = [self]
        while let node = pending.popLast() {
            if node.view is FacetUI.Text { return node }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The buttons at or below this node, in order.
    var buttonNodes: [ViewNode] {
        var found: [ViewNode] = []
        var pending = [self]
        while let node = pending.popLast() {
            if node.view is any InspectedButton {
                found.append(node)
                continue
            }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

extension InspectableView {
    /// The button at `index` of the `Alert` or `ActionSheet` value whose content this view
    /// is, reached by `call`; throws "View for `missing` is absent" without it.
    func legacyButton(_ index: Int, call: String, missing: String) throws -> InspectableView<
        ViewType.AlertButton
    > {
        let dialog = try dialogParts()
        let buttons = dialog.actions.buttonNodes
        guard dialog.legacyButtons != nil, buttons.indices.contains(index) else {
            throw InspectionError.viewNotFound(parent: missing)
        }
        return InspectableView<ViewType.AlertButton>(
            host: host, entry: buttons[index], path: path(appending: call))
    }
}
