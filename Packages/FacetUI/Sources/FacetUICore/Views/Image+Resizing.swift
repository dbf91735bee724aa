import Foundation

extension Image {
    /// How a resizable image fills a frame larger than itself.
    public enum ResizingMode: Hashable, Sendable {
        /// The image is repeated.
        case tile
        /// The image is stretched.
        case stretch
    }

    /// The scale of a system symbol relative to the text around it.
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large
    }

    /// This image, resized to fill the space it is offered (instead of keeping its own size);
    /// `capInsets` keeps its edges unstretched.
    ///
    /// ```swift
    /// Image("photo").resizable().scaledToFit().frame(width: 40)
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
        -> Image
    {
        var copy = self
        copy.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return copy
    }

    /// How a resizable image fills its frame.
    @_spi(Inspection) public struct Resizing: Hashable, Sendable {
        /// The insets left unstretched.
        public var capInsets: EdgeInsets
        /// Whether the image is tiled or stretched.
        public var mode: ResizingMode
    }
}

extension EnvironmentValues {
    private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

    /// The scale of system symbols in this environment (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales the system symbols in this view relative to the text around them.
    ///
    /// ```swift
    /// Label("Settings", systemImage: "gear").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale, writtenBy: "imageScale")
    }
}
