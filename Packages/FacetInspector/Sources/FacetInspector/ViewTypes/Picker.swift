import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Picker` for inspection and finds an option by its tag.
@MainActor
protocol InspectedPicker: LabelHoldingControl, ChoiceHoldingControl {
    func optionIndex(of value: AnyHashable, in environment: EnvironmentValues) -> Int?
    var inspectedSelection: Any { get }
}

extension Picker: InspectedPicker {
    var inspectedLabel: any FacetUI.View { labelView }
    var inspectedChoices: any FacetUI.View { content }
    var inspectedSelection: Any { selection.wrappedValue }

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
    /// Acts as the user: chooses the option tagged `value`, then applies the updates.
    public func select<V: Hashable>(value: V) throws {
        guard let picker = node.view as? any InspectedPicker,
            let index = picker.optionIndex(of: AnyHashable(value), in: node.environment)
        else {
            throw InspectionError.notSupported("Picker does not have an option tagged '\(value)'")
        }
        try send(.select(index))
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
        let selection = try viewValue(as: (any InspectedPicker).self, expected: "Picker").inspectedSelection
        guard let value = selection as? T else {
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(ofType: Swift.type(of: selection)),
                expected: Inspector.typeName(ofType: T.self))
        }
        return value
    }
}
