import Foundation

/// Whether a view and its content take part in hit testing (`.allowsHitTesting(_:)`).
@_spi(Inspection)
public struct AllowsHitTestingModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// Whether hit testing is allowed.
    public let enabled: Bool
    public typealias Body = Never
    /// "allowsHitTesting".
    public var modifierName: String { "allowsHitTesting" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        HitRuleModifierNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension AllowsHitTestingModifier: HitRuleModifier {
    func hitRule(at point: CGPoint, in area: () -> CGRect) -> HitRule { enabled ? .pass : .blocked }
}

/// The shape a view's hit testing (and other interactions) use (`.contentShape`).
@_spi(Inspection)
public struct ContentShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier, InspectableModifier {
    /// The interactions the shape is for.
    public let kinds: ContentShapeKinds
    /// The shape.
    public let shape: S
    /// Whether the shape is filled with the even-odd rule.
    public let eoFill: Bool
    public typealias Body = Never
    /// "contentShape".
    public var modifierName: String { "contentShape" }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        HitRuleModifierNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension ContentShapeModifier: HitRuleModifier {
    /// Inside the shape (laid in the content's frame) the content is hit; outside it is
    /// not. A shape for other kinds of interaction (drag previews, hover effects…) leaves
    /// hit testing alone.
    func hitRule(at point: CGPoint, in area: () -> CGRect) -> HitRule {
        guard kinds.contains(.interaction) else { return .pass }
        let rect = area()
        guard !rect.isNull else { return .blocked }
        let local = CGPoint(x: point.x - rect.minX, y: point.y - rect.minY)
        let path = shape.path(in: CGRect(origin: .zero, size: rect.size))
        return path.contains(local, eoFill: eoFill) ? .inside : .blocked
    }
}

/// A modifier that changes how its content is hit.
@MainActor
protocol HitRuleModifier: ViewModifier {
    /// The rule at `point` (root coordinates) for content whose frame is `area()`.
    func hitRule(at point: CGPoint, in area: () -> CGRect) -> HitRule
}

/// The node of `.allowsHitTesting` and `.contentShape`: transparent to layout, it tells hit
/// testing how its content is hit.
@MainActor
final class HitRuleModifierNode<Content: View, Modifier: HitRuleModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>, HitRuleNode
{
    func hitRule(at point: CGPoint) -> HitRule {
        value.modifier.hitRule(at: point) { contentArea }
    }
}

/// The kinds of interaction a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The corresponding value of the raw type.
    public let rawValue: Int
    /// Creates a content shape kind.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Configures whether this view participates in hit test operations: with `false`,
    /// neither it nor its content receive gestures.
    ///
    /// ```swift
    /// Color.black.opacity(0.2).allowsHitTesting(false)
    /// ```
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AllowsHitTestingModifier(enabled: enabled))
    }

    /// Defines the content shape for hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(kinds: .interaction, shape: shape, eoFill: eoFill))
    }

    /// Sets the content shape for this view, for the interactions of `kind`.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> some View
    {
        modifier(ContentShapeModifier(kinds: kind, shape: shape, eoFill: eoFill))
    }
}
