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

/// A shape ready to draw; a ``Color`` view is a filled rectangle.
public struct ResolvedShape: WidgetContent, Equatable {
    /// The outline.
    public enum Kind: String, Sendable {
        case rectangle = "Rectangle"
        case roundedRectangle = "RoundedRectangle"
        case circle = "Circle"
        case ellipse = "Ellipse"
        case capsule = "Capsule"
    }

    public var shape: Kind
    /// The fill colour, or `nil` when only stroked.
    public var fill: Color?
    /// The stroke colour, or `nil` when not stroked.
    public var stroke: Color?
    /// The stroke width.
    public var lineWidth: CGFloat
    /// The corner radius (rounded rectangles).
    public var cornerRadius: CGFloat

    public init(
        shape: Kind, fill: Color?, stroke: Color? = nil, lineWidth: CGFloat = 1, cornerRadius: CGFloat = 0
    ) {
        (self.shape, self.fill, self.stroke, self.lineWidth, self.cornerRadius) =
            (shape, fill, stroke, lineWidth, cornerRadius)
    }

    public var kind: String { shape.rawValue }
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

    public init(isOn: Bool, style: Style, isEnabled: Bool) {
        (self.isOn, self.style, self.isEnabled) = (isOn, style, isEnabled)
    }

    public var kind: String { "Toggle" }
}
