import Foundation

/// The modifier behind every graphical effect: it puts the view's widgets in an effect
/// widget (``EffectContent``) and keeps the view's layout unchanged.
@_spi(Inspection)
public struct GraphicalEffectModifier: ViewModifier, PrimitiveModifier, Sendable {
    public typealias Body = Never

    /// Where the effect comes from: a fixed effect, or a clip outline that depends on
    /// the view's size.
    enum Source: Sendable {
        case fixed(GraphicalEffect)
        case clip(shape: any Shape, style: FillStyle, modifierName: String)
    }

    let source: Source
    /// The radius of a `cornerRadius(_:antialiased:)` clip.
    @_spi(Inspection) public let cornerRadius: CGFloat?

    init(_ effect: GraphicalEffect) { (source, cornerRadius) = (.fixed(effect), nil) }

    init(clip shape: any Shape, style: FillStyle, modifierName: String, cornerRadius: CGFloat? = nil) {
        source = .clip(shape: shape, style: style, modifierName: modifierName)
        self.cornerRadius = cornerRadius
    }

    /// The effect for a view of `size`.
    @_spi(Inspection) public func effect(for size: CGSize) -> GraphicalEffect {
        switch source {
        case .fixed(let effect): return effect
        case .clip(let shape, let style, _):
            let rect = CGRect(origin: .zero, size: size)
            return .clip(
                ClipRegion(
                    path: shape.path(in: rect), fillStyle: style,
                    roundedRect: Self.roundedRect(of: shape, in: rect)))
        }
    }

    /// The clip's shape, or `nil` for the other effects.
    @_spi(Inspection) public var clipShape: (any Shape)? {
        if case .clip(let shape, _, _) = source { return shape }
        return nil
    }

    /// The clip's fill style, or `nil` for the other effects.
    @_spi(Inspection) public var clipStyle: FillStyle? {
        if case .clip(_, let style, _) = source { return style }
        return nil
    }

    var dependsOnSize: Bool {
        if case .clip = source { return true }
        return false
    }

    /// The built-in shapes whose outline is a rectangle with elliptical corners.
    private static func roundedRect(of shape: any Shape, in rect: CGRect) -> ClipRegion.RoundedRect? {
        switch shape {
        case is Rectangle: return ClipRegion.RoundedRect(rect: rect, cornerSize: .zero)
        case let rounded as RoundedRectangle:
            let width = min(rounded.cornerSize.width, rect.width / 2)
            let height = min(rounded.cornerSize.height, rect.height / 2)
            return ClipRegion.RoundedRect(rect: rect, cornerSize: CGSize(width: width, height: height))
        case is Capsule:
            let radius = min(rect.width, rect.height) / 2
            return ClipRegion.RoundedRect(rect: rect, cornerSize: CGSize(width: radius, height: radius))
        case is Circle:
            let side = min(rect.width, rect.height)
            let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            return ClipRegion.RoundedRect(rect: square, cornerSize: CGSize(width: side / 2, height: side / 2))
        case is Ellipse:
            return ClipRegion.RoundedRect(
                rect: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
        default: return nil
        }
    }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        EffectNode(
            content, graph: graph, parent: parent, environment: environment,
            dependsOnSize: dependsOnSize
        ) { modifier, size, _ in modifier.effect(for: size) }
    }
}

extension GraphicalEffectModifier: InspectableModifier {
    public var modifierName: String {
        switch source {
        case .fixed(let effect): effect.modifierName
        case .clip(_, _, let name): name
        }
    }
}

/// The node of a graphical effect (or of a geometry effect): a widget around its content's
/// widgets, drawn with the effect `resolve` gives for the node's size and environment, laid
/// out exactly as the content.
@MainActor
final class EffectNode<Content: View, Modifier: ViewModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>
{
    private var content: EffectContent?
    /// The size the effect was resolved at.
    private var resolvedSize = CGSize.zero
    /// The transaction that created the widget: the first sizing is part of creating it.
    private var creation = -1
    /// Whether the effect depends on the node's size (a clip outline, a transform's anchor).
    private let dependsOnSize: Bool
    private let resolve: (Modifier, CGSize, EnvironmentValues) -> GraphicalEffect

    init(
        _ value: ModifiedContent<Content, Modifier>, graph: ViewGraph, parent: ViewNode?,
        environment: EnvironmentValues, dependsOnSize: Bool,
        resolve: @escaping (Modifier, CGSize, EnvironmentValues) -> GraphicalEffect
    ) {
        (self.dependsOnSize, self.resolve) = (dependsOnSize, resolve)
        super.init(value, graph: graph, parent: parent, environment: environment) { $0.content }
    }

    override var isLayoutUnit: Bool { true }
    override var stackAxis: Axis? { nil }

    override func mount() {
        let content = EffectContent(effect: resolve(value.modifier, frame.size, environment))
        self.content = content
        creation = graph.transactionSerial
        graph.createWidget(for: self, content: content)
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        refresh()
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
    }

    // An animated effect changes the effect widget only; its content stays as it is.
    override func applyAnimationFrame() { refresh() }

    private func refresh() {
        resolvedSize = frame.size
        let new = EffectContent(effect: resolve(value.modifier, frame.size, environment))
        guard new != content else { return }
        content = new
        graph.updateWidget(of: self, content: new, counted: creation != graph.transactionSerial)
    }

    private var child: LayoutChild { LayoutChild(subviews: LayoutSubviews(nodes: childUnits)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        child.place(at: frame.origin, proposal: proposal)
        if dependsOnSize, frame.size != resolvedSize { refresh() }
    }
}
