import FacetUI

extension InspectableView {
    /// The style set on the view with `.toggleStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().toggle().toggleStyle() is SwitchToggleStyle)
    /// ```
    public func toggleStyle() throws -> any ToggleStyle {
        try modifier("toggleStyle") { if case .toggleStyle(let style) = $0 { style } else { nil } }
    }

    /// The style set on the view with `.pickerStyle(_:)`.
    public func pickerStyle() throws -> any PickerStyle {
        try modifier("pickerStyle") { if case .pickerStyle(let style) = $0 { style } else { nil } }
    }

    /// The style set on the view with `.progressViewStyle(_:)`.
    public func progressViewStyle() throws -> any ProgressViewStyle {
        try modifier("progressViewStyle") {
            if case .progressViewStyle(let style) = $0 { style } else { nil }
        }
    }

    /// The style set on the view with `.listStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().list().listStyle() is PlainListStyle)
    /// ```
    public func listStyle() throws -> any ListStyle {
        try modifier("listStyle") { if case .listStyle(let style) = $0 { style } else { nil } }
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
