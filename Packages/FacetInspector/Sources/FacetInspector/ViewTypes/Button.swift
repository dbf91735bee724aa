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
    /// The button's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }

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
