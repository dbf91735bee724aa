import FacetUI

extension InspectableView {
    /// The style set on the view with `.toggleStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().toggle().toggleStyle() is SwitchToggleStyle)
    /// ```
    public func toggleStyle() throws -> any ToggleStyle {
        try environmentWriter("toggleStyle", (any ToggleStyle).self, inherited: false)
    }

    /// The style set on the view with `.pickerStyle(_:)`.
    public func pickerStyle() throws -> any PickerStyle {
        try environmentWriter("pickerStyle", (any PickerStyle).self, inherited: false)
    }

    /// The style set on the view with `.progressViewStyle(_:)`.
    public func progressViewStyle() throws -> any ProgressViewStyle {
        try environmentWriter("progressViewStyle", (any ProgressViewStyle).self, inherited: false)
    }

    /// The style set on the view with `.datePickerStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().datePicker().datePickerStyle() is GraphicalDatePickerStyle)
    /// ```
    public func datePickerStyle() throws -> any DatePickerStyle {
        try environmentWriter("datePickerStyle", (any DatePickerStyle).self, inherited: false)
    }

    /// The style set on the view with `.gaugeStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().gauge().gaugeStyle() is AccessoryCircularGaugeStyle)
    /// ```
    public func gaugeStyle() throws -> any GaugeStyle {
        try environmentWriter("gaugeStyle", (any GaugeStyle).self, inherited: false)
    }

    /// The style set on the view with `.listStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().list().listStyle() is PlainListStyle)
    /// ```
    public func listStyle() throws -> any ListStyle {
        try environmentWriter("listStyle", (any ListStyle).self, inherited: false)
    }

    /// The style set on the view with `.labelStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().label().labelStyle() is IconOnlyLabelStyle)
    /// ```
    public func labelStyle() throws -> any LabelStyle {
        try environmentWriter("labelStyle", (any LabelStyle).self, inherited: false)
    }

    /// The style set on the view with `.textFieldStyle(_:)`.
    public func textFieldStyle() throws -> any TextFieldStyle {
        try environmentWriter("textFieldStyle", (any TextFieldStyle).self, inherited: false)
    }
}
