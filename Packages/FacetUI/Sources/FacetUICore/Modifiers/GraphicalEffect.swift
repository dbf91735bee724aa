import Foundation

/// One graphical effect applied to a view's drawing: what the effect modifiers
/// (`blur`, `brightness`, `shadow`, `blendMode`, `clipShape`…) hand to the backend, in
/// the widget's own coordinates. Layout is never changed by an effect.
public enum GraphicalEffect: Equatable, Sendable {
    /// A Gaussian blur; when opaque, the result is fully opaque.
    case blur(radius: CGFloat, isOpaque: Bool)
    /// Adds the amount to each colour component.
    case brightness(Double)
    /// Scales each component's distance from 0.5.
    case contrast(Double)
    /// Interpolates between the colour's luminance (0) and the colour (1).
    case saturation(Double)
    /// Removes the given fraction of the colour.
    case grayscale(Double)
    /// Rotates the hue.
    case hueRotation(Angle)
    /// Inverts each colour component.
    case colorInvert
    /// Multiplies each component by the colour's.
    case colorMultiply(Color)
    /// Black, with the luminance as the alpha.
    case luminanceToAlpha
    /// A shadow of the drawing (its alpha), offset and blurred, drawn behind it.
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    /// The drawing is combined with what is behind it with the mode.
    case blendMode(BlendMode)
    /// The drawing is composited as one layer before effects above it apply.
    case compositingGroup
    /// The drawing is rendered offscreen as one layer.
    case drawingGroup(isOpaque: Bool, colorMode: ColorRenderingMode)
    /// The drawing is clipped to an outline.
    case clip(ClipRegion)
    /// The drawing shows only where its mask layer (the child with ``maskLayer``) draws,
    /// with the mask's opacity.
    case mask
    /// The drawing is not shown: it is the mask of the enclosing ``mask`` effect.
    case maskLayer
    /// The drawing is transformed (a geometry effect: `scaleEffect`, `rotationEffect`…), in
    /// the widget's own coordinates, origin at its top-leading corner.
    case transform(ProjectionTransform)

    /// The colour matrix of a colour effect, with colours resolved by `resolve` to
    /// (red, green, blue, opacity); `nil` for the other effects.
    @_spi(Backend)
    public func colorMatrix(resolving resolve: (Color) -> (Double, Double, Double, Double)) -> ColorMatrix? {
        switch self {
        case .brightness(let amount): .brightness(amount)
        case .contrast(let amount): .contrast(amount)
        case .saturation(let amount): .saturation(amount)
        case .grayscale(let amount): .grayscale(amount)
        case .hueRotation(let angle): .hueRotation(angle)
        case .colorInvert: .colorInvert
        case .colorMultiply(let color): .colorMultiply(resolve(color))
        case .luminanceToAlpha: .luminanceToAlpha
        case .blur, .shadow, .blendMode, .compositingGroup, .drawingGroup, .clip, .mask, .maskLayer,
            .transform:
            nil
        }
    }

    /// The modifier that applies the effect, as a SwiftUI developer writes it.
    var modifierName: String {
        switch self {
        case .blur: "blur"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .colorInvert: "colorInvert"
        case .colorMultiply: "colorMultiply"
        case .luminanceToAlpha: "luminanceToAlpha"
        case .shadow: "shadow"
        case .blendMode: "blendMode"
        case .compositingGroup: "compositingGroup"
        case .drawingGroup: "drawingGroup"
        case .clip: "clipShape"
        case .mask, .maskLayer: "mask"
        case .transform: "transformEffect"
        }
    }
}

/// The outline a view is clipped to, in the widget's own coordinates.
public struct ClipRegion: Equatable, Sendable {
    /// A rectangle with (elliptical) corners of one size.
    public struct RoundedRect: Equatable, Sendable {
        /// The rectangle.
        public var rect: CGRect
        /// The width and height of each corner; zero for square corners.
        public var cornerSize: CGSize
    }

    /// The outline.
    public var path: Path
    /// The fill rule deciding what is inside the outline.
    public var fillStyle: FillStyle
    /// The outline as a rectangle with (elliptical) corners, when it is one (`Rectangle`,
    /// `RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`, `cornerRadius`): backends clip
    /// to it directly.
    public var roundedRect: RoundedRect?
}

/// A widget that draws its children with a graphical effect.
public struct EffectContent: WidgetContent, Equatable {
    /// The effect.
    public var effect: GraphicalEffect

    public var kind: String { "Effect" }
}
