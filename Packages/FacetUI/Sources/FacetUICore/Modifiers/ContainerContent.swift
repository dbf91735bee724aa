import Foundation

/// A container widget drawn around the widgets of its content (made by `opacity(_:)` and
/// `hidden()`): it draws nothing itself, and affects its whole subtree. It sends no events.
///
/// A backend shows its child widgets faded by `opacity` (a character-cell display dims
/// them below 1 and omits them at 0), and not at all when `isHidden`. The content is laid
/// out inside with no insets. Clipping is a graphical effect (``EffectContent``).
public struct ContainerContent: WidgetContent, Equatable {
    /// How opaque the content is, from 0 (invisible) to 1, as written (drawn clamped).
    public var opacity: Double
    /// Whether the content is hidden (it keeps its space in layout).
    public var isHidden: Bool

    /// Creates a container description.
    public init(opacity: Double = 1, isHidden: Bool = false) {
        (self.opacity, self.isHidden) = (opacity, isHidden)
    }

    public var kind: String { "Container" }
}

@_spi(Inspection)
extension ContainerContent: InspectableModifier {
    /// The modifier that makes the container, for inspection tools: "hidden" or
    /// "opacity".
    public var modifierName: String { isHidden ? "hidden" : "opacity" }
}

/// A view whose content is drawn inside a container widget.
struct ContainerView<Content: View>: View, ControlView {
    let content: Content
    var container: ContainerContent
    typealias Body = Never

    func label(in environment: EnvironmentValues) -> Content { content }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent { container }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {}
}

extension ContainerView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { container }
}
