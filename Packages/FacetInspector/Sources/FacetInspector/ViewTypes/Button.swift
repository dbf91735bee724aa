import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Button` for inspection, whatever its generic arguments, and reads its role.
@MainActor
protocol InspectedButton {
    var inspectedRole: ButtonRole? { get }
}
extension FacetUI.Button: InspectedButton {
    var inspectedRole: ButtonRole? { role }
}

extension ViewType {
    /// `Button` as inspection sees it.
    public struct Button: KnownViewType {
        /// "Button".
        public static var typePrefix: String { "Button" }
        /// Whether `node` holds a `Button`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedButton }
    }
}

extension ViewType.Button: StylePartsOwner {
    /// The label where the body of a custom style shows it (matched by exact type: the node
    /// of an optional placeholder would match a cast too).
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] {
        [
            (
                "labelView()",
                {
                    type(of: $0.view) == ButtonStyleConfiguration.Label.self
                        || type(of: $0.view) == PrimitiveButtonStyleConfiguration.Label.self
                }
            )
        ]
    }
}

extension InspectableView {
    /// The only enclosed `Button` (or this view, when it is one).
    public func button() throws -> InspectableView<ViewType.Button> {
        try child(ViewType.Button.self, call: "button", index: nil)
    }

    /// The enclosed `Button` at `index`.
    public func button(_ index: Int) throws -> InspectableView<ViewType.Button> {
        try child(ViewType.Button.self, call: "button", index: index)
    }
}

extension InspectableView where View == ViewType.Button {
    /// The button's label: inside its widget, or where the body of a custom style
    /// (`ButtonStyle`, `PrimitiveButtonStyle`) shows `configuration.label`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try styledControlLabel(of: ViewType.Button.self)
    }

    /// The button's role (`.destructive`, `.cancel`), or `nil` without one.
    public func role() throws -> ButtonRole? {
        let button = try viewValue(as: (any InspectedButton).self, expected: "Button")
        return button.inspectedRole
    }

    /// Acts as the user: activates the button's widget, then applies the updates its action
    /// caused. Throws when the button is disabled.
    public func tap() throws {
        try send(.activate)
    }
}
