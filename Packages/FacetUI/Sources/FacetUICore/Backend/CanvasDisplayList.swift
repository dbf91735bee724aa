import Foundation

/// What a ``Canvas`` drew: the drawing commands its renderer recorded through
/// ``GraphicsContext``, in order, each with the context state it was drawn in. Backends
/// replay it (a terminal rasterises the paths on its grid of half-cell pixels, GTK draws
/// them with cairo); tests read it.
///
/// Coordinates are the canvas's own square units (the renderer's), origin at the canvas's
/// top-leading corner, with the context's transform already applied.
public struct CanvasDisplayList: WidgetContent, Equatable {
    /// What an item paints with.
    public enum Paint: Equatable, Sendable {
        /// One colour.
        case color(Color)
        /// A gradient, in canvas units.
        case gradient(ResolvedGradient)
    }

    /// A region drawing is clipped to.
    public struct Clip: Equatable, Sendable {
        /// The outline, in canvas units.
        public var path: Path
        /// Whether the even-odd rule decides what is inside.
        public var isEOFilled: Bool
        /// Whether the region is everything outside the outline (`ClipOptions.inverse`).
        public var isInverse: Bool

        /// Creates a clip region.
        public init(path: Path, isEOFilled: Bool = false, isInverse: Bool = false) {
            (self.path, self.isEOFilled, self.isInverse) = (path, isEOFilled, isInverse)
        }
    }

    /// One drawing command.
    public enum Command: Equatable, Sendable {
        /// A filled path.
        case fill(Path, Paint, FillStyle)
        /// A traced path; the line width is in canvas units (scaled by the transform).
        case stroke(Path, Paint, StrokeStyle)
        /// Text laid out in a rectangle.
        case text(ResolvedText, CGRect)
        /// An image drawn in a rectangle.
        case image(ImageContent, CGRect)
    }

    /// A command with the context state it was recorded in.
    public struct Item: Equatable, Sendable {
        /// What is drawn.
        public var command: Command
        /// The regions it is clipped to (all of them apply).
        public var clips: [Clip]
        /// The context's opacity (already applied to the paint's colours).
        public var opacity: Double
        /// How it is composited with what is under it.
        public var blendMode: GraphicsContext.BlendMode
        /// Filters a backend applies if it can (blur, shadow); colour filters are already
        /// applied to the paint.
        public var filters: [GraphicalEffect]

        /// Creates an item.
        public init(
            command: Command, clips: [Clip] = [], opacity: Double = 1,
            blendMode: GraphicsContext.BlendMode = .normal, filters: [GraphicalEffect] = []
        ) {
            (self.command, self.clips, self.opacity, self.blendMode, self.filters) =
                (command, clips, opacity, blendMode, filters)
        }
    }

    /// The commands, first drawn first.
    public var items: [Item]
    /// The canvas's size in its own units.
    public var size: CGSize
    /// How tall a widget unit is, in canvas units (2 for a character cell, 1 for pixels).
    public var aspect: CGFloat
    /// Whether the canvas is opaque (`Canvas(opaque:)`).
    public var isOpaque: Bool

    /// Creates a display list.
    public init(items: [Item] = [], size: CGSize, aspect: CGFloat = 1, isOpaque: Bool = false) {
        (self.items, self.size, self.aspect, self.isOpaque) = (items, size, aspect, isOpaque)
    }

    public var kind: String { "Canvas" }
}
