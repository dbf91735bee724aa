import Foundation

extension GraphicsContext {
    /// How drawing is composited with what is under it (Core Graphics' blend modes, by
    /// their raw values).
    @frozen public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The Core Graphics blend mode's raw value.
        public let rawValue: Int32

        /// Creates a blend mode from its raw value.
        @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The `normal` blend mode.
        @inlinable public static var normal: BlendMode { Self(rawValue: 0) }

        /// The `multiply` blend mode.
        @inlinable public static var multiply: BlendMode { Self(rawValue: 1) }

        /// The `screen` blend mode.
        @inlinable public static var screen: BlendMode { Self(rawValue: 2) }

        /// The `overlay` blend mode.
        @inlinable public static var overlay: BlendMode { Self(rawValue: 3) }

        /// The `darken` blend mode.
        @inlinable public static var darken: BlendMode { Self(rawValue: 4) }

        /// The `lighten` blend mode.
        @inlinable public static var lighten: BlendMode { Self(rawValue: 5) }

        /// The `colorDodge` blend mode.
        @inlinable public static var colorDodge: BlendMode { Self(rawValue: 6) }

        /// The `colorBurn` blend mode.
        @inlinable public static var colorBurn: BlendMode { Self(rawValue: 7) }

        /// The `softLight` blend mode.
        @inlinable public static var softLight: BlendMode { Self(rawValue: 8) }

        /// The `hardLight` blend mode.
        @inlinable public static var hardLight: BlendMode { Self(rawValue: 9) }

        /// The `difference` blend mode.
        @inlinable public static var difference: BlendMode { Self(rawValue: 10) }

        /// The `exclusion` blend mode.
        @inlinable public static var exclusion: BlendMode { Self(rawValue: 11) }

        /// The `hue` blend mode.
        @inlinable public static var hue: BlendMode { Self(rawValue: 12) }

        /// The `saturation` blend mode.
        @inlinable public static var saturation: BlendMode { Self(rawValue: 13) }

        /// The `color` blend mode.
        @inlinable public static var color: BlendMode { Self(rawValue: 14) }

        /// The `luminosity` blend mode.
        @inlinable public static var luminosity: BlendMode { Self(rawValue: 15) }

        /// The `clear` blend mode.
        @inlinable public static var clear: BlendMode { Self(rawValue: 16) }

        /// The `copy` blend mode.
        @inlinable public static var copy: BlendMode { Self(rawValue: 17) }

        /// The `sourceIn` blend mode.
        @inlinable public static var sourceIn: BlendMode { Self(rawValue: 18) }

        /// The `sourceOut` blend mode.
        @inlinable public static var sourceOut: BlendMode { Self(rawValue: 19) }

        /// The `sourceAtop` blend mode.
        @inlinable public static var sourceAtop: BlendMode { Self(rawValue: 20) }

        /// The `destinationOver` blend mode.
        @inlinable public static var destinationOver: BlendMode { Self(rawValue: 21) }

        /// The `destinationIn` blend mode.
        @inlinable public static var destinationIn: BlendMode { Self(rawValue: 22) }

        /// The `destinationOut` blend mode.
        @inlinable public static var destinationOut: BlendMode { Self(rawValue: 23) }

        /// The `destinationAtop` blend mode.
        @inlinable public static var destinationAtop: BlendMode { Self(rawValue: 24) }

        /// The `xor` blend mode.
        @inlinable public static var xor: BlendMode { Self(rawValue: 25) }

        /// The `plusDarker` blend mode.
        @inlinable public static var plusDarker: BlendMode { Self(rawValue: 26) }

        /// The `plusLighter` blend mode.
        @inlinable public static var plusLighter: BlendMode { Self(rawValue: 27) }
    }
}

extension GraphicsContext.BlendMode {
    /// The context's blend mode of the same name as a view's.
    init(_ mode: BlendMode) {
        self =
            switch mode {
            case .normal: .normal
            case .multiply: .multiply
            case .screen: .screen
            case .overlay: .overlay
            case .darken: .darken
            case .lighten: .lighten
            case .colorDodge: .colorDodge
            case .colorBurn: .colorBurn
            case .softLight: .softLight
            case .hardLight: .hardLight
            case .difference: .difference
            case .exclusion: .exclusion
            case .hue: .hue
            case .saturation: .saturation
            case .color: .color
            case .luminosity: .luminosity
            case .sourceAtop: .sourceAtop
            case .destinationOver: .destinationOver
            case .destinationOut: .destinationOut
            case .plusDarker: .plusDarker
            case .plusLighter: .plusLighter
            }
    }
}
