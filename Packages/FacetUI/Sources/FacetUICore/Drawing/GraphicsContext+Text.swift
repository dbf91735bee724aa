import Foundation

extension GraphicsContext {
    /// Text resolved in a context's environment, ready to measure and draw.
    public struct ResolvedText: Sendable {
        let text: FacetUICore.ResolvedText
        let measurer: CanvasMeasurer
        /// What the text is coloured with; the foreground keeps the text's own colours.
        public var shading: Shading

        /// The size the text takes laid out within `size`.
        public func measure(in size: CGSize) -> CGSize { measurer.text(text, size) }

        /// The distance from the top to the first line's baseline (the bottom of the first
        /// line) within `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            var single = text
            single.lineLimit = 1
            return measurer.text(single, size).height
        }

        /// The distance from the top to the last line's baseline (the bottom of the text)
        /// within `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height }
    }

    /// An image resolved in a context's environment.
    public struct ResolvedImage: Sendable {
        let image: ImageContent
        /// The image's size, in the context's units.
        public var size: CGSize { naturalSize }
        let naturalSize: CGSize
        /// The distance from the top to the image's baseline.
        public let baseline: CGFloat
        /// What a template image (a symbol) is coloured with, or `nil` for its own colour.
        public var shading: Shading?
    }

    /// `text` resolved in the context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text.resolved(in: environment), measurer: measurer, shading: .foreground)
    }

    /// `image` resolved in the context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        // The renderer runs on the main actor (the canvas's node runs it).
        nonisolated(unsafe) let environment = environment
        let content = MainActor.assumeIsolated { image.widgetContent(in: environment, stackAxis: nil) }
        let size = measurer.image(content)
        return ResolvedImage(image: content, naturalSize: size, baseline: size.height, shading: nil)
    }

    /// Draws `text` laid out in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.text(colored(text), rect.applying(transform)))
    }

    /// Draws `text` with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(text, in: CGRect(origin: origin, size: size))
    }

    /// Draws `text` laid out in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text` with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `image` in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        var content = image.image
        if let shading = image.shading, case .color(let color)? = paint(shading, over: rect) {
            content.color = color
        } else if let color = content.color {
            content.color = finish(color)
        }
        content.isResizable = true
        record(.image(content, rect.applying(transform)))
    }

    /// Draws `image` with its `anchor` point at `point`, at its own size.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(image, in: CGRect(origin: origin, size: size))
    }

    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` with its `anchor` point at `point`, at its own size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// The text's runs coloured by its shading and finished with the context's opacity and filters.
    private func colored(_ text: ResolvedText) -> FacetUICore.ResolvedText {
        var resolved = text.text
        var override: Color?
        if case .foreground = text.shading.storage {
            override = nil
        } else {
            switch paint(text.shading, over: .zero) {
            case .color(let color)?: override = color
            case .gradient(let gradient)?: override = gradient.gradient.stops.first?.color
            case nil: override = .clear
            }
        }
        resolved.runs = resolved.runs.map { run in
            var run = run
            if let override { run.color = override } else { run.color = run.color.map(finish) }
            return run
        }
        return resolved
    }
}
