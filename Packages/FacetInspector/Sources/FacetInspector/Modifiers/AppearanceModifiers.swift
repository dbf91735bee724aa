import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The tint set with `.tint(_:)` on the view or an enclosing one (`nil` for `.tint(nil)`;
    /// a shape style as the colour it tints with); none gives "EmptyView does not have 'tint'
    /// modifier".
    ///
    /// ```swift
    /// #expect(try sut.inspect().button().tint() == .green)
    /// ```
    public func tint() throws -> Color? {
        try tintWriter("tint")
    }

    /// The colour set with `.accentColor(_:)` on the view or an enclosing one.
    public func accentColor() throws -> Color? {
        try tintWriter("accentColor")
    }

    /// The value of the nearest tint writer named `name` (`tint`, `accentColor`).
    private func tintWriter(_ name: String) throws -> Color? {
        try inheritedModifier(name) { node -> Color?? in
            guard let writer = node.appliedModifier as? _EnvironmentKeyWritingModifier<Color?>,
                writer.modifierName == name
            else { return nil }
            return .some(writer.value)
        }
    }

    /// Whether `.labelsHidden()` (or `.labelsVisibility(.hidden)`) hides the labels of the
    /// view's controls, on the view or an enclosing one.
    ///
    /// ```swift
    /// #expect(try sut.inspect().find(ViewType.Toggle.self).labelsHidden())
    /// ```
    public func labelsHidden() -> Bool {
        let visibility = try? inheritedModifier("labelsHidden") { node -> Visibility? in
            (node.appliedModifier as? _EnvironmentKeyWritingModifier<Visibility>)
                .flatMap { $0.keyPath == \EnvironmentValues.labelsVisibility ? $0.value : nil }
        }
        return visibility == .hidden
    }

    /// The control size set with `.controlSize(_:)` on the view or an enclosing one.
    public func controlSize() throws -> ControlSize {
        try environmentWriter("controlSize", ControlSize.self, keyPath: \.controlSize)
    }

    /// The help text given to `.help(_:)` on the view, hosted on its own; none gives
    /// "Button<Text> does not have 'help()' modifier".
    ///
    /// ```swift
    /// #expect(try sut.inspect().button().help().string() == "Fetches the latest changes")
    /// ```
    public func help() throws -> InspectableView<ViewType.Text> {
        let text = try environmentWriter("help()", Text?.self, keyPath: \.helpText, inherited: false)
        guard let text else { throw missingModifier("help()") }
        return try detached(text, call: "help()").retyped()
    }

    /// The color scheme the view's window follows (`.preferredColorScheme(_:)` on the view
    /// or an enclosing one: the outermost wins, as the window takes it, and as in
    /// ViewInspector; `nil` for `.preferredColorScheme(nil)`).
    public func preferredColorScheme() throws -> ColorScheme? {
        var outermost: ColorScheme??
        var current: ViewNode? = node
        while let wrapper = current {
            if let writer = wrapper.appliedModifier as? GraphOutputWritingModifier<PreferredColorSchemeOutput>
            {
                outermost = writer.value
            }
            current = wrapper.parent
        }
        guard let outermost else { throw missingModifier("preferredColorScheme") }
        return outermost
    }
}
