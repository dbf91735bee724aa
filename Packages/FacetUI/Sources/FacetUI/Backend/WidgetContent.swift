import Foundation

/// What a backend widget shows. Values are compared before a widget is updated, so an
/// update that changes nothing visible sends nothing to the backend.
public enum WidgetContent: Equatable, Sendable {
    /// Text (a label).
    case text(ResolvedText)
    /// A filled or stroked shape; a ``Color`` view is a filled rectangle.
    case shape(ResolvedShape)

    /// A short name of the kind of widget, for debugging and tests.
    public var kind: String {
        switch self {
        case .text: return "Text"
        case .shape(let shape): return shape.kind.rawValue
        }
    }
}

/// A shape ready to draw.
public struct ResolvedShape: Equatable, Sendable {
    /// The outline.
    public enum Kind: String, Sendable {
        case rectangle = "Rectangle"
        case roundedRectangle = "RoundedRectangle"
        case circle = "Circle"
        case ellipse = "Ellipse"
        case capsule = "Capsule"
    }

    public var kind: Kind
    /// The fill colour, or `nil` when only stroked.
    public var fill: Color?
    /// The stroke colour, or `nil` when not stroked.
    public var stroke: Color?
    /// The stroke width.
    public var lineWidth: CGFloat
    /// The corner radius (rounded rectangles).
    public var cornerRadius: CGFloat

    public init(kind: Kind, fill: Color?, stroke: Color? = nil, lineWidth: CGFloat = 1, cornerRadius: CGFloat = 0) {
        (self.kind, self.fill, self.stroke, self.lineWidth, self.cornerRadius) =
            (kind, fill, stroke, lineWidth, cornerRadius)
    }
}
