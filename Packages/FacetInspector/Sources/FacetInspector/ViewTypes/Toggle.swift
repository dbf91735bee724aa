import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Toggle` for inspection, whatever its generic arguments, and gives its binding.
@MainActor
protocol InspectedToggle {
    var inspectedIsOn: Binding<Bool> { get }
}
extension Toggle: InspectedToggle {
    var inspectedIsOn: Binding<Bool> { isOn }
}

extension ViewType {
    /// `Toggle` as inspection sees it.
    public struct Toggle: KnownViewType {
        /// "Toggle".
        public static var typePrefix: String { "Toggle" }
        /// Whether `node` holds a `Toggle`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedToggle }
    }
}

extension ViewType.Toggle: StylePartsOwner {
    /// The label where the body of a custom style shows it.
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] {
        [("labelView()", { type(of: $0.view) == ToggleStyleConfiguration.Label.self })]
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
    /// The toggle's label: inside its widget, or where the body of a custom `ToggleStyle`
    /// shows `configuration.label`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try styledControlLabel(of: ViewType.Toggle.self)
    }

    /// Whether the toggle is on, as its widget shows it (or, with a custom style, as its
    /// binding holds it).
    public func isOn() throws -> Bool {
        if let content = try? widgetContent(ToggleContent.self) { return content.isOn }
        return try toggle().inspectedIsOn.wrappedValue
    }

    /// Acts as the user: switches the toggle, then applies the updates. A toggle drawn by a
    /// custom style has no switch of its own: its binding is set, as ViewInspector does.
    public func tap() throws {
        if let content = try? widgetContent(ToggleContent.self) { return try send(.toggle(!content.isOn)) }
        let isOn = try toggle().inspectedIsOn
        try ensureResponsive()
        isOn.wrappedValue.toggle()
        commit()
    }

    private func toggle() throws -> any InspectedToggle {
        try viewValue(as: (any InspectedToggle).self, expected: "Toggle")
    }
}
