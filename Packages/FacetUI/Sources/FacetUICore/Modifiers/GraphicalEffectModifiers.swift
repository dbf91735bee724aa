import Foundation

/// Modifiers that change the colours of a view's drawing, blur it, shadow it or blend it
/// with what is behind it. None of them changes layout.
extension View {
    private func effect(_ effect: GraphicalEffect) -> some View {
        modifier(GraphicalEffectModifier(effect))
    }

    /// Blurs this view's drawing with a Gaussian blur of `radius`; an opaque blur keeps
    /// the result fully opaque.
    ///
    /// ```swift
    /// Text("Secret").blur(radius: 4)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect(.blur(radius: radius, isOpaque: opaque))
    }

    /// Brightens this view by adding `amount` (0 is unchanged, 1 is white) to each colour
    /// component.
    ///
    /// ```swift
    /// Color.red.brightness(0.3)
    /// ```
    public func brightness(_ amount: Double) -> some View { effect(.brightness(amount)) }

    /// Sets this view's contrast: 1 is unchanged, 0 is grey, negative values invert.
    ///
    /// ```swift
    /// Image("photo").contrast(1.5)
    /// ```
    public func contrast(_ amount: Double) -> some View { effect(.contrast(amount)) }

    /// Inverts the colours of this view.
    ///
    /// ```swift
    /// Text("Inverted").colorInvert()
    /// ```
    public func colorInvert() -> some View { effect(.colorInvert) }

    /// Multiplies the colours of this view by `color`.
    ///
    /// ```swift
    /// Image("icon").colorMultiply(.blue)
    /// ```
    public func colorMultiply(_ color: Color) -> some View { effect(.colorMultiply(color)) }

    /// Sets the colour saturation of this view: 0 is grey, 1 unchanged.
    ///
    /// ```swift
    /// Color.orange.saturation(0.5)
    /// ```
    public func saturation(_ amount: Double) -> some View { effect(.saturation(amount)) }

    /// Removes `amount` (0…1) of the colour of this view, leaving its luminance.
    ///
    /// ```swift
    /// Image("photo").grayscale(1)
    /// ```
    public func grayscale(_ amount: Double) -> some View { effect(.grayscale(amount)) }

    /// Rotates the hue of this view's colours by `angle`.
    ///
    /// ```swift
    /// Color.red.hueRotation(.degrees(120))
    /// ```
    public func hueRotation(_ angle: Angle) -> some View { effect(.hueRotation(angle)) }

    /// Makes this view black, with its luminance as the opacity (for masks).
    ///
    /// ```swift
    /// Image("stencil").luminanceToAlpha()
    /// ```
    public func luminanceToAlpha() -> some View { effect(.luminanceToAlpha) }

    /// Draws a shadow of this view, blurred by `radius` and offset by `x` and `y`, behind it.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.white).shadow(radius: 4, y: 2)
    /// ```
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    ) -> some View {
        effect(.shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Combines this view's colours with the colours drawn behind it with `blendMode`.
    ///
    /// ```swift
    /// Circle().fill(.red).blendMode(.multiply)
    /// ```
    public func blendMode(_ blendMode: BlendMode) -> some View { effect(.blendMode(blendMode)) }

    /// Composites this view's drawing as one layer before the effects above it (such as
    /// `opacity` or `blendMode`) apply.
    ///
    /// ```swift
    /// ZStack { Circle(); Rectangle() }.compositingGroup().opacity(0.5)
    /// ```
    public func compositingGroup() -> some View { effect(.compositingGroup) }

    /// Renders this view's drawing offscreen as one layer before it is shown.
    ///
    /// ```swift
    /// ManyShapes().drawingGroup()
    /// ```
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        effect(.drawingGroup(isOpaque: opaque, colorMode: colorMode))
    }
}

/// Modifiers that clip a view's drawing to an outline. Layout is unchanged.
extension View {
    /// Clips this view to `shape` at the view's frame, using `style`'s fill rule.
    ///
    /// ```swift
    /// Image("avatar").clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(GraphicalEffectModifier(clip: shape, style: style, modifierName: "clipShape"))
    }

    /// Clips this view to its frame with rounded corners of `radius`.
    ///
    /// ```swift
    /// Color.blue.frame(width: 40, height: 20).cornerRadius(6)
    /// ```
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(
            GraphicalEffectModifier(
                clip: RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased),
                modifierName: "cornerRadius", cornerRadius: radius))
    }

    /// Clips this view to its bounding rectangular frame.
    ///
    /// ```swift
    /// Text("A long line").fixedSize().frame(width: 4).clipped()
    /// ```
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(
            GraphicalEffectModifier(
                clip: Rectangle(), style: FillStyle(antialiased: antialiased), modifierName: "clipped"))
    }
}

/// Modifiers that mask a view with another view. Layout is unchanged.
extension View {
    /// Shows this view only where `mask` draws, with the mask's opacity; the mask is laid
    /// out over the view like an overlay.
    ///
    /// ```swift
    /// Color.blue.frame(width: 40, height: 10).mask { Text("Mask") }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
    {
        masked(by: mask(), alignment: alignment)
    }

    /// Shows this view only where `mask` draws (the form before the view-builder one).
    ///
    /// ```swift
    /// Color.blue.frame(width: 40, height: 10).mask(Circle())
    /// ```
    public func mask<Mask: View>(_ mask: Mask) -> some View { masked(by: mask, alignment: .center) }

    private func masked<Mask: View>(by mask: Mask, alignment: Alignment) -> some View {
        var layer = LayerModifier(
            layer: mask.modifier(GraphicalEffectModifier(.maskLayer)), alignment: alignment,
            isBackground: false)
        layer.isMask = true
        return modifier(layer).modifier(GraphicalEffectModifier(.mask))
    }
}
