import Foundation

extension Image {
    /// The quality of resampling when a picture is drawn at another size than its own.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation: each pixel is repeated (sharp, blocky edges).
        case none
        /// Fast, low-quality interpolation.
        case low
        /// Medium-quality interpolation.
        case medium
        /// Slow, high-quality interpolation.
        case high
    }

    /// This image, resampled with `interpolation` when it is drawn at another size than its
    /// own. GTK resamples a picture drawn into a `Canvas` with it (its picture widget, in GTK
    /// 4.8, has a filter of its own); a character-cell display draws an image as one
    /// character, so it changes nothing there.
    ///
    /// ```swift
    /// Image("pixel-art").resizable().interpolation(.none)
    /// ```
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// This image, with its edges anti-aliased or not when it is drawn at another size than
    /// its own. GTK draws a picture in a `Canvas` with it; a character-cell display draws an
    /// image as one character, so it changes nothing there.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }
}

@_spi(Inspection)
extension Image {
    /// The image as it was created, without `resizable(capInsets:resizingMode:)`,
    /// `interpolation(_:)` and `antialiased(_:)`.
    public var unmodified: Image {
        var root = self
        (root.resizing, root.interpolation, root.isAntialiased) = (nil, nil, nil)
        return root
    }
}
