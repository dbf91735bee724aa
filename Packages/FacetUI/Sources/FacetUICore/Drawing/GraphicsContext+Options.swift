import Foundation

extension GraphicsContext {
    /// Options for ``GraphicsContext/clip(to:style:options:)``.
    @frozen public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to everything outside the path.
        @inlinable public static var inverse: ClipOptions { Self(rawValue: 1 << 0) }
    }

    /// Options for ``GraphicsContext/Filter/shadow(color:radius:x:y:blendMode:options:)``.
    @frozen public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content.
        @inlinable public static var shadowAbove: ShadowOptions { Self(rawValue: 1 << 0) }
        /// Draws only the shadow.
        @inlinable public static var shadowOnly: ShadowOptions { Self(rawValue: 1 << 1) }
        /// Inverts the alpha of the shadow.
        @inlinable public static var invertsAlpha: ShadowOptions { Self(rawValue: 1 << 2) }
        /// Draws the shadow of each item separately.
        @inlinable public static var disablesGroup: ShadowOptions { Self(rawValue: 1 << 3) }
    }

    /// Options for ``GraphicsContext/Filter/blur(radius:options:)``.
    @frozen public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blurred result is opaque.
        @inlinable public static var opaque: BlurOptions { Self(rawValue: 1 << 0) }
        /// The result is dithered.
        @inlinable public static var dithersResult: BlurOptions { Self(rawValue: 1 << 1) }
    }

    /// Options for ``GraphicsContext/addFilter(_:options:)``.
    @frozen public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour.
        @inlinable public static var linearColor: FilterOptions { Self(rawValue: 1 << 0) }
    }

    /// Options for gradient shadings.
    @frozen public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Creates options from their raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient repeats beyond its end points.
        @inlinable public static var `repeat`: GradientOptions { Self(rawValue: 1 << 0) }
        /// The gradient repeats, mirrored, beyond its end points.
        @inlinable public static var mirror: GradientOptions { Self(rawValue: 1 << 1) }
        /// Colours are interpolated in linear colour.
        @inlinable public static var linearColor: GradientOptions { Self(rawValue: 1 << 2) }
    }

    /// A filter added to a context with ``GraphicsContext/addFilter(_:options:)``: colour
    /// filters change the colours of everything drawn afterwards on every backend; blur and
    /// shadow are recorded for backends (and tests) but neither backend draws them yet.
    public struct Filter: Sendable {
        let effect: GraphicalEffect

        /// A projection transform (recorded; not applied).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(effect: .transform(matrix))
        }

        /// A shadow (recorded; not drawn).
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(effect: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
        }

        /// Multiplies colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(effect: .colorMultiply(color)) }

        /// Rotates hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(effect: .hueRotation(angle)) }

        /// Changes the saturation.
        public static func saturation(_ amount: Double) -> Filter { Filter(effect: .saturation(amount)) }

        /// Changes the brightness.
        public static func brightness(_ amount: Double) -> Filter { Filter(effect: .brightness(amount)) }

        /// Changes the contrast.
        public static func contrast(_ amount: Double) -> Filter { Filter(effect: .contrast(amount)) }

        /// Inverts colours (wholly: an `amount` other than 1 is drawn as 1).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(effect: .colorInvert) }

        /// Removes `amount` of the colours' saturation.
        public static func grayscale(_ amount: Double) -> Filter { Filter(effect: .grayscale(amount)) }

        /// Turns luminance into opacity.
        public static var luminanceToAlpha: Filter { Filter(effect: .luminanceToAlpha) }

        /// A Gaussian blur (recorded; not drawn).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(effect: .blur(radius: radius, isOpaque: options.contains(.opaque)))
        }
    }
}
