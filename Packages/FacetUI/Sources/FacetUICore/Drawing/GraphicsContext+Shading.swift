import Foundation

extension GraphicsContext {
    /// A colour, gradient or style that fills or strokes a path, or colours text.
    ///
    /// `backdrop` (what is behind the canvas) and the first element of a `palette` are
    /// what the backends can paint: the backdrop draws nothing, a palette its first shading.
    public struct Shading: Sendable {
        enum Storage: Sendable {
            case color(Color)
            case foreground
            case backdrop
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
            indirect case palette([Shading])
        }

        let storage: Storage

        /// What is behind the canvas (drawn as nothing).
        public static var backdrop: Shading { Shading(storage: .backdrop) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(storage: .foreground) }

        /// Several shadings, for multicolour content; paths are drawn with the first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(storage: .palette(array)) }

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading(storage: .color(color)) }

        /// One colour from components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
            opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// One grey colour.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
        )
            -> Shading
        {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A shape style (a gradient style is laid over the bounds of what it paints).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(style)) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// A radial gradient around `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A conic (angular) gradient around `center`, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle))
        }
    }

    /// `shading` with the foreground style resolved to the environment's colour.
    public func resolve(_ shading: Shading) -> Shading {
        switch shading.storage {
        case .foreground: .color(foregroundColor)
        case .style(let style) where style is ForegroundStyle: .color(foregroundColor)
        default: shading
        }
    }

    var foregroundColor: Color { environment.foregroundColor ?? .primary }

    /// What `shading` paints with over `bounds` (canvas units), with the context's
    /// transform, opacity and colour filters applied; `nil` when it paints nothing.
    func paint(_ shading: Shading, over bounds: CGRect) -> CanvasDisplayList.Paint? {
        switch shading.storage {
        case .color(let color): return .color(finish(color))
        case .foreground: return .color(finish(foregroundColor))
        case .backdrop: return nil
        case .palette(let shadings): return shadings.first.flatMap { paint($0, over: bounds) }
        case .style(let style):
            if let gradient = style as? any GradientStyle {
                return .gradient(finish(gradient.resolvedGradient(in: bounds)))
            }
            return .color(finish(style.resolvedColor(in: environment)))
        case .linear(let gradient, let start, let end):
            let geometry = ResolvedGradient.Geometry.linear(
                start: start.applying(transform), end: end.applying(transform))
            return .gradient(finish(ResolvedGradient(geometry: geometry, gradient: gradient)))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            let geometry = ResolvedGradient.Geometry.radial(
                center: center.applying(transform), startRadius: startRadius * transformScale,
                endRadius: endRadius * transformScale)
            return .gradient(finish(ResolvedGradient(geometry: geometry, gradient: gradient)))
        case .conic(let gradient, let center, let angle):
            let rotation = Angle(radians: Double(atan2(transform.b, transform.a)))
            let start = angle + rotation
            let geometry = ResolvedGradient.Geometry.angular(
                center: center.applying(transform), startAngle: start, endAngle: start + .degrees(360))
            return .gradient(finish(ResolvedGradient(geometry: geometry, gradient: gradient)))
        }
    }

    /// A gradient with its colours finished.
    func finish(_ gradient: ResolvedGradient) -> ResolvedGradient {
        var finished = gradient
        finished.gradient = Gradient(
            stops: gradient.gradient.stops.map {
                Gradient.Stop(color: finish($0.color), location: $0.location)
            })
        return finished
    }

    /// `color` with the context's opacity and colour filters applied.
    func finish(_ color: Color) -> Color {
        var result = opacity < 1 ? color.opacity(opacity) : color
        for filter in filters { result = filterColor(filter, result) ?? result }
        return result
    }

    /// `color` through a colour filter, or `nil` when `filter` is not one. Colours the
    /// context cannot resolve (`.primary`) are left as they are.
    func filterColor(_ filter: GraphicalEffect, _ color: Color) -> Color? {
        let matrix = filter.colorMatrix { color in
            guard case .rgba(let r, let g, let b, let a) = color.storage else { return (1, 1, 1, 1) }
            return (r, g, b, a)
        }
        guard let matrix else { return nil }
        guard case .rgba(let r, let g, let b, let a) = color.storage else { return color }
        let (red, green, blue, opacity) = matrix.apply(to: (r, g, b, a))
        return Color(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }
}
