import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Picker` for inspection and finds an option by its tag.
@MainActor
protocol InspectedPicker: LabelHoldingControl, ChoiceHoldingControl {
    func optionIndex(of value: AnyHashable, in environment: EnvironmentValues) -> Int?
    var inspectedSelection: Any { get }
    /// The type of the selection binding's value.
    var selectionType: Any.Type { get }
    /// Writes `value` to the selection binding; `false` when it is of another type.
    func writeSelection(_ value: Any) -> Bool
}

extension Picker: InspectedPicker {
    var inspectedLabel: any FacetUI.View { labelView }
    var inspectedChoices: any FacetUI.View { content }
    var inspectedSelection: Any { selection.wrappedValue }
    var selectionType: Any.Type { SelectionValue.self }

    func writeSelection(_ value: Any) -> Bool {
        guard let value = value as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
    }

    func optionIndex(of value: AnyHashable, in environment: EnvironmentValues) -> Int? {
        guard let selection = value.base as? SelectionValue else { return nil }
        return optionIndex(forTag: selection, in: environment)
    }
}

extension ViewType {
    /// `Picker` as inspection sees it: its enclosed views are its options, as written
    /// (`picker().text(1)`, hosted on their own: the widget draws their texts); its label is
    /// reached with `labelView()`.
    public struct Picker: KnownViewType {
        /// "Picker".
        public static var typePrefix: String { "Picker" }
        /// Whether `node` holds a `Picker`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedPicker }
    }
}

extension InspectableView {
    /// The only enclosed `Picker` (or this view, when it is one).
    public func picker() throws -> InspectableView<ViewType.Picker> {
        try child(ViewType.Picker.self, call: "picker", index: nil)
    }

    /// The enclosed `Picker` at `index`.
    public func picker(_ index: Int) throws -> InspectableView<ViewType.Picker> {
        try child(ViewType.Picker.self, call: "picker", index: index)
    }
}

extension InspectableView where View == ViewType.Picker {
    /// Acts as the user: chooses the option tagged `value`, then applies the updates. As in
    /// ViewInspector, `value` must be of the selection's type exactly (`Int?(1)` for an
    /// optional selection), and a value no option is tagged with is written all the same
    /// (the picker then shows no option selected, as SwiftUI does).
    public func select<V: Hashable>(value: V) throws {
        let picker = try viewValue(as: (any InspectedPicker).self, expected: "Picker")
        try ensureResponsive()
        guard V.self == picker.selectionType else {
            throw InspectionError.notSupported(
                "select(value:) expected a value of type \(picker.selectionType) but received \(V.self)")
        }
        if let index = picker.optionIndex(of: AnyHashable(value), in: node.environment) {
            try send(.select(index))
        } else {
            _ = picker.writeSelection(value)
            commit()
        }
    }

    /// The picker's label. Its widget draws the label's text as a title, so the label is
    /// hosted on its own for inspection.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try heldLabel()
    }

    /// The titles of the options, in order.
    public func options() throws -> [String] { try widgetContent(PickerContent.self).options }

    /// The index of the selected option, or `nil` when no option has the selection's tag.
    public func selectedIndex() throws -> Int? { try widgetContent(PickerContent.self).selectedIndex }

    /// The value the selection binding holds now, as a `T`, as in ViewInspector.
    ///
    /// ```swift
    /// #expect(try sut.inspect().picker().selectedValue(Flavor.self) == .mint)
    /// ```
    public func selectedValue<T>(_ type: T.Type) throws -> T {
        let picker = try viewValue(as: (any InspectedPicker).self, expected: "Picker")
        guard let value = picker.inspectedSelection as? T, T.self == picker.selectionType else {
            throw InspectionError.notSupported(
                "selectedValue(_:) expected a value of type \(picker.selectionType) but received \(T.self)")
        }
        return value
    }
}
