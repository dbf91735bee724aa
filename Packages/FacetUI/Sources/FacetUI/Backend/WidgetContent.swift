import Foundation

/// What a backend widget shows. Values are compared before a widget is updated, so an
/// update that changes nothing visible sends nothing to the backend.
public enum WidgetContent: Equatable, Sendable {
    /// Text (a label).
    case text(ResolvedText)
    /// A filled or stroked shape; a ``Color`` view is a filled rectangle.
    case shape(ResolvedShape)
    /// A button; its label is drawn by the child widgets.
    case button(ButtonAppearance)
    /// A toggle; its label is drawn by the child widgets.
    case toggle(isOn: Bool, style: ToggleAppearance, isEnabled: Bool)

    /// A short name of the kind of widget, for debugging and tests.
    public var kind: String {
        switch self {
        case .text: return "Text"
        case .shape(let shape): return shape.kind.rawValue
        case .button: return "Button"
        case .toggle: return "Toggle"
        }
    }
}

/// How a button looks.
public struct ButtonAppearance: Equatable, Sendable {
    /// The built-in style.
    public enum Style: String, Equatable, Sendable {
        /// The platform's default (bordered on a terminal).
        case automatic, bordered, borderedProminent, borderless, plain
        /// A custom `ButtonStyle` draws the whole button: the widget adds no chrome.
        case custom
    }
    public var style: Style
    public var role: ButtonRole?
    public var isEnabled: Bool

    public init(style: Style, role: ButtonRole?, isEnabled: Bool) {
        (self.style, self.role, self.isEnabled) = (style, role, isEnabled)
    }
}

/// How a toggle looks.
public enum ToggleAppearance: String, Equatable, Sendable {
    case automatic, `switch`, checkbox, button
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
