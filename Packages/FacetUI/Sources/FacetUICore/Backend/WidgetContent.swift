import Foundation

/// What a backend widget shows: one value type per kind of widget (``ResolvedText``,
/// ``ResolvedShape``, ``ButtonContent``, …), so that new views add their own kinds
/// without touching a central list. Values are compared before a widget is updated: an
/// update that changes nothing visible sends nothing to the backend.
public protocol WidgetContent: Sendable {
    /// A short name of the kind of widget ("Text", "Button"), for debugging and tests.
    var kind: String { get }
    /// Whether `other` shows exactly the same thing.
    func isSame(as other: any WidgetContent) -> Bool
}

extension WidgetContent where Self: Equatable {
    public func isSame(as other: any WidgetContent) -> Bool { (other as? Self) == self }
}

/// A shape ready to draw: its outline in the widget's own coordinates (the origin at the
/// widget's top-leading corner), filled or stroked with one colour. A ``Color`` view is a
/// filled rectangle.
public struct ResolvedShape: WidgetContent, Equatable {
    /// The outline, in the widget's coordinates.
    public var path: Path
    /// The colour it is drawn with (with a gradient, the colour a backend that cannot
    /// paint one uses).
    public var color: Color
    /// The gradient it is painted with instead of ``color``, if any.
    public var gradient: ResolvedGradient?
    /// The fill rule, when filled.
    public var fillStyle: FillStyle
    /// How the path is traced, or `nil` when it is filled.
    public var strokeStyle: StrokeStyle?
    /// The name of the shape drawn (`Circle`, `Triangle`, `Color`), for debugging and tests.
    public var shapeName: String

    /// Creates a drawn shape.
    public init(
        path: Path, color: Color, fillStyle: FillStyle = FillStyle(), strokeStyle: StrokeStyle? = nil,
        shapeName: String, gradient: ResolvedGradient? = nil
    ) {
        (self.path, self.color, self.fillStyle, self.strokeStyle, self.shapeName) =
            (path, color, fillStyle, strokeStyle, shapeName)
        self.gradient = gradient
    }

    /// The fill colour, or `nil` when stroked.
    public var fill: Color? { strokeStyle == nil ? color : nil }
    /// The stroke colour, or `nil` when filled.
    public var stroke: Color? { strokeStyle == nil ? nil : color }

    public var kind: String { shapeName }
}

/// A button; its label is drawn by the child widgets.
public struct ButtonContent: WidgetContent, Equatable {
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
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color? = nil

    public init(style: Style, role: ButtonRole?, isEnabled: Bool) {
        (self.style, self.role, self.isEnabled) = (style, role, isEnabled)
    }

    public var kind: String { "Button" }
}

/// A toggle; its label is drawn by the child widgets.
public struct ToggleContent: WidgetContent, Equatable {
    /// How the toggle looks.
    public enum Style: String, Equatable, Sendable {
        case automatic, `switch`, checkbox, button
    }
    public var isOn: Bool
    public var style: Style
    public var isEnabled: Bool
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color? = nil

    public init(isOn: Bool, style: Style, isEnabled: Bool) {
        (self.isOn, self.style, self.isEnabled) = (isOn, style, isEnabled)
    }

    public var kind: String { "Toggle" }
}
