import FacetUI

/// Marks `Toggle` for inspection, whatever its generic arguments.
protocol InspectedToggle {}
extension Toggle: InspectedToggle {}

extension ViewType {
    /// `Toggle` as inspection sees it.
    public struct Toggle: KnownViewType {
        /// "Toggle".
        public static var typePrefix: String { "Toggle" }
        /// Whether `node` holds a `Toggle`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedToggle }
    }
}

extension InspectableView {
    /// The only enclosed `Toggle` (or this view, when it is one).
    public func toggle() throws -> InspectableView<ViewType.Toggle> {
        try child(ViewType.Toggle.self, call: "toggle", index: nil)
    }

    /// The enclosed `Toggle` at `index`.
    public func toggle(_ index: Int) throws -> InspectableView<ViewType.Toggle> {
        try child(ViewType.Toggle.self, call: "toggle", index: index)
    }
}

extension InspectableView where View == ViewType.Toggle {
    /// The toggle's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }

    /// Whether the toggle is on, as its widget shows it.
    public func isOn() throws -> Bool { try widgetContent(ToggleContent.self).isOn }

    /// Acts as the user: switches the toggle, then applies the updates.
    public func tap() throws {
        let content = try widgetContent(ToggleContent.self)
        try send(.toggle(!content.isOn))
    }
}
