import FacetUI
@_spi(Inspection) import FacetUICore

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

extension InspectableView {
    /// The style set on the view by the style modifier called `modifierName`, as
    /// ViewInspector reads it: an app's own style modifier — a `ViewModifier` named after
    /// the call (`HelloWorldStyleModifier` for "helloWorldStyle") that keeps the style as
    /// `style` — or one of FacetUI's (`customStyle("toggleStyle")` is `toggleStyle()`).
    ///
    /// ```swift
    /// let sut = EmptyView().helloWorldStyle(RedOutlineHelloWorldStyle())
    /// #expect(try sut.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
    /// ```
    public func customStyle(_ modifierName: String) throws -> Any {
        let typePrefix = modifierName.prefix(1).uppercased() + modifierName.dropFirst() + "Modifier"
        for node in modifierNodes {
            if let modifier = (node.view as? any ModifierCarrier)?.carriedModifier,
                Inspector.typeName(ofType: type(of: modifier)).hasPrefix(typePrefix),
                let style = Mirror(reflecting: modifier).descendant("style")
            {
                // A modifier keeping a type-erasing wrapper reaches the style inside it.
                return Mirror(reflecting: style).descendant("style") ?? style
            }
            if let writer = node.appliedModifier as? any EnvironmentKeyWriter & InspectableModifier,
                writer.modifierName == modifierName
            {
                return (writer.writtenAny as? ButtonStyleValue)?.style ?? writer.writtenAny
            }
        }
        throw missingModifier(modifierName)
    }
}
