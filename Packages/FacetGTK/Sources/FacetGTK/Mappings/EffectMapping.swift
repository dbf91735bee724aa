import CGTK
import CGTKSupport
import FacetUI
@_spi(Backend) import FacetUICore
import Foundation

// Graphical effects (`blur`, colour effects, `shadow`, `blendMode`, `clipShape`, `clipped`,
// `cornerRadius`) and geometry effects (`scaleEffect`, `rotationEffect`…) in GTK: a
// FacetFrame whose snapshot wraps its children in GSK's colour matrix, blur, shadow,
// rounded clip, blend and transform nodes; a clip to any other outline draws the
// children offscreen and paints them through a cairo clip.

extension EffectContent: GTKMapped {
    func makeGTKWidget() -> GTKWidget { GTKWidget.makeFrame(content: self) }

    func configure(_ widget: GTKWidget) {
        var description = FacetEffect()
        var clipPath: UnsafeMutablePointer<cairo_path_t>?
        gtk_widget_set_overflow(widget.widget, GTK_OVERFLOW_VISIBLE)
        if let matrix = effect.colorMatrix(resolving: Self.components) {
            description.kind = FACET_EFFECT_COLOR_MATRIX
            Self.fill(&description, with: matrix)
        } else {
            switch effect {
            case .blur(let radius, _):
                description.kind = FACET_EFFECT_BLUR
                description.radius = Float(radius)
            case .shadow(let color, let radius, let offset):
                let (r, g, b, a) = Self.components(color)
                description.kind = FACET_EFFECT_SHADOW
                description.color = GdkRGBA(red: Float(r), green: Float(g), blue: Float(b), alpha: Float(a))
                (description.dx, description.dy) = (Float(offset.width), Float(offset.height))
                description.radius = Float(radius)
            case .blendMode(let mode):
                if let gsk = Self.gskMode(mode) {
                    description.kind = FACET_EFFECT_BLEND
                    description.blend_mode = gsk
                }
            case .clip(let region):
                if let rounded = region.roundedRect, rounded.cornerSize == .zero {
                    gtk_widget_set_overflow(widget.widget, GTK_OVERFLOW_HIDDEN)
                } else if let rounded = region.roundedRect {
                    description.kind = FACET_EFFECT_ROUNDED_CLIP
                    description.rect = (
                        Float(rounded.rect.minX), Float(rounded.rect.minY), Float(rounded.rect.width),
                        Float(rounded.rect.height)
                    )
                    description.corner = (Float(rounded.cornerSize.width), Float(rounded.cornerSize.height))
                } else {
                    description.kind = FACET_EFFECT_PATH_CLIP
                    description.even_odd = region.fillStyle.isEOFilled ? 1 : 0
                    clipPath = Self.cairoPath(region.path)
                }
            case .mask:
                description.kind = FACET_EFFECT_MASK
            case .maskLayer:
                description.kind = FACET_EFFECT_MASK_LAYER
            case .transform(let transform) where !transform.isIdentity:
                description.kind = FACET_EFFECT_TRANSFORM
                Self.fill(&description, with: transform)
            default:
                break
            }
        }
        facet_frame_set_effect(widget.widget, &description, clipPath)
    }

    private static func components(_ color: Color) -> (Double, Double, Double, Double) {
        ColorMapping.components(color).map { ($0.red, $0.green, $0.blue, $0.opacity) } ?? (0, 0, 0, 1)
    }

    /// graphene's matrix is row-major and multiplies row vectors: entry (i, j) is the
    /// weight of input component i in output component j.
    private static func fill(_ description: inout FacetEffect, with matrix: ColorMatrix) {
        let rows = matrix.rows
        var floats = [Float](repeating: 0, count: 16)
        for input in 0..<4 {
            for output in 0..<4 { floats[input * 4 + output] = rows[output][input] }
        }
        withUnsafeMutableBytes(of: &description.matrix) { buffer in
            floats.withUnsafeBytes { buffer.copyMemory(from: $0) }
        }
        description.offset = (rows[0][4], rows[1][4], rows[2][4], rows[3][4])
    }

    /// GSK's blend mode for `mode`; `nil` when the view is drawn normally. GTK 4.8 has no
    /// `plusDarker`, `plusLighter` or `destinationOut`: those are drawn normally, with a
    /// warning.
    @MainActor private static func gskMode(_ mode: BlendMode) -> Int32? {
        switch mode {
        case .normal, .sourceAtop: return nil
        case .multiply: return Int32(GSK_BLEND_MODE_MULTIPLY.rawValue)
        case .screen: return Int32(GSK_BLEND_MODE_SCREEN.rawValue)
        case .overlay: return Int32(GSK_BLEND_MODE_OVERLAY.rawValue)
        case .darken: return Int32(GSK_BLEND_MODE_DARKEN.rawValue)
        case .lighten: return Int32(GSK_BLEND_MODE_LIGHTEN.rawValue)
        case .colorDodge: return Int32(GSK_BLEND_MODE_COLOR_DODGE.rawValue)
        case .colorBurn: return Int32(GSK_BLEND_MODE_COLOR_BURN.rawValue)
        case .softLight: return Int32(GSK_BLEND_MODE_SOFT_LIGHT.rawValue)
        case .hardLight: return Int32(GSK_BLEND_MODE_HARD_LIGHT.rawValue)
        case .difference: return Int32(GSK_BLEND_MODE_DIFFERENCE.rawValue)
        case .exclusion: return Int32(GSK_BLEND_MODE_EXCLUSION.rawValue)
        case .hue: return Int32(GSK_BLEND_MODE_HUE.rawValue)
        case .saturation: return Int32(GSK_BLEND_MODE_SATURATION.rawValue)
        case .color: return Int32(GSK_BLEND_MODE_COLOR.rawValue)
        case .luminosity: return Int32(GSK_BLEND_MODE_LUMINOSITY.rawValue)
        case .destinationOver: return FACET_BLEND_DESTINATION_OVER
        case .plusDarker, .plusLighter, .destinationOut:
            UnsupportedBlendWarning.report(mode)
            return nil
        }
    }

    /// The plane's projective transform as graphene's 4 × 4 one (row vectors, the depth row
    /// and column left as the identity).
    private static func fill(_ description: inout FacetEffect, with t: ProjectionTransform) {
        let floats: [Float] = [
            t.m11, t.m12, 0, t.m13,
            t.m21, t.m22, 0, t.m23,
            0, 0, 1, 0,
            t.m31, t.m32, 0, t.m33,
        ].map { Float($0) }
        withUnsafeMutableBytes(of: &description.matrix) { buffer in
            floats.withUnsafeBytes { buffer.copyMemory(from: $0) }
        }
    }

    /// The path as a cairo path (the frame takes it).
    private static func cairoPath(_ path: Path) -> UnsafeMutablePointer<cairo_path_t>? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        ShapeDrawing.addPath(path, to: cairo)
        return cairo_copy_path(cairo)
    }
}

/// Says once per mode that GTK cannot draw it.
@MainActor
private enum UnsupportedBlendWarning {
    static var reported: Set<BlendMode> = []

    static func report(_ mode: BlendMode) {
        guard reported.insert(mode).inserted else { return }
        FileHandle.standardError.write(
            Data("facet: GTK 4.8 has no blend mode .\(mode); the view is drawn with .normal\n".utf8))
    }
}
