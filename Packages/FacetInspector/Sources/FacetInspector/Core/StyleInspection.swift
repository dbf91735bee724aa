import FacetUI
@_spi(Inspection) import FacetUICore

// A style's body inspected on its own, as ViewInspector does it: the body is made for a
// configuration with empty labels (reached with `styleConfigurationLabel()` and the other
// placeholders) and hosted in a live graph of its own. The configurations' initialisers
// are ViewInspector's.

extension ButtonStyleConfiguration {
    /// A configuration of a button that is pressed or not, with an empty label, as
    /// ViewInspector makes one.
    @preconcurrency @MainActor
    public init(isPressed: Bool) {
        self = .inspection(isPressed: isPressed)
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// A configuration with an empty label whose `trigger()` runs `onTrigger`, as
    /// ViewInspector makes one.
    ///
    /// ```swift
    /// let configuration = PrimitiveButtonStyleConfiguration(onTrigger: { triggered = true })
    /// ```
    @preconcurrency @MainActor
    public init(onTrigger: @escaping () -> Void) {
        self = .inspection(onTrigger: onTrigger)
    }
}

extension ToggleStyleConfiguration {
    /// A configuration of a toggle that is on or not, with an empty label; its `$isOn`
    /// keeps its own value, as ViewInspector makes one.
    @preconcurrency @MainActor
    public init(isOn: Bool) {
        self = .inspection(isOn: Binding(wrappedValue: isOn))
    }
}

extension ProgressViewStyleConfiguration {
    /// A configuration of a progress view at `fractionCompleted` (`nil`: indeterminate),
    /// with empty labels, as ViewInspector makes one.
    @preconcurrency @MainActor
    public init(fractionCompleted: Double?) {
        self = .inspection(fractionCompleted: fractionCompleted)
    }
}

extension ButtonStyle {
    /// The style's body for a button that is pressed or not, hosted on its own, with an
    /// empty label (reached with `styleConfigurationLabel()`), as in ViewInspector.
    ///
    /// ```swift
    /// #expect(try Pill().inspect(isPressed: true).styleConfigurationLabel().opacity() == 0.5)
    /// ```
    @preconcurrency @MainActor
    public func inspect(isPressed: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: ButtonStyleConfiguration(isPressed: isPressed)).inspect()
    }
}

extension PrimitiveButtonStyle {
    /// The style's body hosted on its own, with an empty label, its `trigger()` running
    /// `onTrigger`, as in ViewInspector.
    ///
    /// ```swift
    /// var triggered = false
    /// let body = try DoubleTapStyle().inspect(onTrigger: { triggered = true })
    /// try body.styleConfigurationLabel().callOnTapGesture()
    /// ```
    @preconcurrency @MainActor
    public func inspect(onTrigger: @escaping () -> Void = {}) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        try makeBody(configuration: PrimitiveButtonStyleConfiguration(onTrigger: onTrigger)).inspect()
    }
}

extension ToggleStyle {
    /// The style's body for a toggle that is on or not, hosted on its own, with an empty
    /// label, as in ViewInspector. The body's `configuration.$isOn` keeps its own value (the
    /// body is made once, as the style made it for that value).
    ///
    /// ```swift
    /// #expect(try CheckmarkStyle().inspect(isOn: true).find(text: "✓").string() == "✓")
    /// ```
    @preconcurrency @MainActor
    public func inspect(isOn: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: ToggleStyleConfiguration(isOn: isOn)).inspect()
    }
}

extension ProgressViewStyle {
    /// The style's body for a progress view at `fractionCompleted` (`nil`: indeterminate),
    /// hosted on its own, with empty labels (reached with `styleConfigurationLabel()` and
    /// `styleConfigurationCurrentValueLabel()`), as in ViewInspector.
    ///
    /// ```swift
    /// #expect(try PercentStyle().inspect(fractionCompleted: 0.42).find(text: "42%").string() == "42%")
    /// ```
    @preconcurrency @MainActor
    public func inspect(fractionCompleted: Double? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: ProgressViewStyleConfiguration(fractionCompleted: fractionCompleted))
            .inspect()
    }
}

extension LabelStyle {
    /// The style's body hosted on its own, with an empty title and icon (reached with
    /// `styleConfigurationTitle()` and `styleConfigurationIcon()`), as in ViewInspector.
    @preconcurrency @MainActor
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: .inspection).inspect()
    }
}
