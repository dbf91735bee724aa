import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The device `.previewDevice(_:)` set on the view; none (or `nil`) gives "EmptyView does
    /// not have 'previewDevice' modifier".
    public func previewDevice() throws -> PreviewDevice {
        try modifier(TraitWritingModifier<PreviewDeviceTrait>.self, "previewDevice") { $0.value }
    }

    /// The name `.previewDisplayName(_:)` set on the view.
    public func previewDisplayName() throws -> String {
        try modifier(TraitWritingModifier<PreviewDisplayNameTrait>.self, "previewDisplayName") { $0.value }
    }

    /// The layout `.previewLayout(_:)` set on the view.
    public func previewLayout() throws -> PreviewLayout {
        try modifier(TraitWritingModifier<PreviewLayoutTrait>.self, "previewLayout") { $0.value }
    }

    /// The color scheme the nearest `.colorScheme(_:)` on the view or an enclosing one sets;
    /// none gives "EmptyView does not have 'colorScheme' modifier".
    ///
    /// ```swift
    /// #expect(try sut.inspect().find(text: "Night").colorScheme() == .dark)
    /// ```
    /// Without one, the scheme a `.preferredColorScheme(_:)` there prefers, as in ViewInspector.
    public func colorScheme() throws -> ColorScheme {
        do {
            return try environmentWriter("colorScheme", ColorScheme.self, keyPath: \.colorScheme)
        } catch {
            if let preferred = try? preferredColorScheme() { return preferred }
            throw error
        }
    }

    /// The style `.foregroundStyle(_:)` on the view was given, as an `S`; none of that type
    /// gives "EmptyView does not have 'foregroundStyle' modifier".
    ///
    /// ```swift
    /// #expect(try sut.inspect().foregroundStyleShapeStyle(Color.self) == .purple)
    /// ```
    public func foregroundStyleShapeStyle<S: ShapeStyle>(_ style: S.Type) throws -> S {
        try modifier(_EnvironmentKeyWritingModifier<Color?>.self, "foregroundStyle") {
            $0.modifierName == "foregroundStyle" ? $0.writtenValue as? S : nil
        }
    }
}
