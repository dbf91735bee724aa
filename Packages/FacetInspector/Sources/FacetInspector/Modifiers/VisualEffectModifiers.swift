import FacetUI
@_spi(Inspection) import FacetUICore

/// The graphical effects, read as ViewInspector reads them.
extension InspectableView {
    /// The effect set on the view by the modifier called `name`, read by `read`.
    private func effect<T>(_ name: String, _ read: (GraphicalEffect) -> T?) throws -> T {
        try modifier(GraphicalEffectModifier.self, name) { modifier in
            modifier.modifierName == name ? read(modifier.effect(for: .zero)) : nil
        }
    }

    /// The radius and opacity of `.blur(radius:opaque:)`.
    public func blur() throws -> (radius: CGFloat, isOpaque: Bool) {
        try effect("blur") { if case .blur(let radius, let opaque) = $0 { (radius, opaque) } else { nil } }
    }

    /// The amount of `.brightness(_:)`.
    public func brightness() throws -> Double {
        try effect("brightness") { if case .brightness(let amount) = $0 { amount } else { nil } }
    }

    /// The amount of `.contrast(_:)`.
    public func contrast() throws -> Double {
        try effect("contrast") { if case .contrast(let amount) = $0 { amount } else { nil } }
    }

    /// Succeeds when the view has `.colorInvert()`.
    public func colorInvert() throws {
        try effect("colorInvert") { $0 == .colorInvert ? () : nil }
    }

    /// The colour of `.colorMultiply(_:)`.
    public func colorMultiply() throws -> Color {
        try effect("colorMultiply") { if case .colorMultiply(let color) = $0 { color } else { nil } }
    }

    /// The amount of `.saturation(_:)`.
    public func saturation() throws -> Double {
        try effect("saturation") { if case .saturation(let amount) = $0 { amount } else { nil } }
    }

    /// The amount of `.grayscale(_:)`.
    public func grayscale() throws -> Double {
        try effect("grayscale") { if case .grayscale(let amount) = $0 { amount } else { nil } }
    }

    /// The angle of `.hueRotation(_:)`.
    public func hueRotation() throws -> Angle {
        try effect("hueRotation") { if case .hueRotation(let angle) = $0 { angle } else { nil } }
    }

    /// Succeeds when the view has `.luminanceToAlpha()`.
    public func luminanceToAlpha() throws {
        try effect("luminanceToAlpha") { $0 == .luminanceToAlpha ? () : nil }
    }

    /// The colour, radius and offset of `.shadow(color:radius:x:y:)`.
    public func shadow() throws -> (color: Color, radius: CGFloat, offset: CGSize) {
        try effect("shadow") {
            if case .shadow(let color, let radius, let offset) = $0 { (color, radius, offset) } else { nil }
        }
    }

    /// The mode of `.blendMode(_:)`.
    public func blendMode() throws -> BlendMode {
        try effect("blendMode") { if case .blendMode(let mode) = $0 { mode } else { nil } }
    }

    /// The shape the view is clipped to (by `.clipShape(_:style:)`, `.clipped()` or
    /// `.cornerRadius(_:)`), as an `S`, or "Type mismatch: X is not S".
    public func clipShape<S: Shape>(_ shape: S.Type) throws -> S {
        try clipShape(shape, call: "clipShape")
    }

    private func clipShape<S: Shape>(_ shape: S.Type, call: String) throws -> S {
        let clip = try modifier(GraphicalEffectModifier.self, call) { $0.clipShape }
        guard let typed = clip as? S else {
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(ofType: type(of: clip)),
                expected: Inspector.typeName(ofType: S.self))
        }
        return typed
    }

    /// The fill style of the clip (`.clipShape(_:style:)`, `.clipped(antialiased:)`,
    /// `.cornerRadius(_:antialiased:)`).
    public func clipStyle() throws -> FillStyle {
        try modifier(GraphicalEffectModifier.self, "clipStyle") { $0.clipStyle }
    }

    /// The radius of `.cornerRadius(_:antialiased:)` (or of a rounded rectangle clip).
    public func cornerRadius() throws -> CGFloat {
        try clipShape(RoundedRectangle.self, call: "cornerRadius").cornerSize.width
    }
}
