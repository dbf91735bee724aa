import Foundation

/// Layers a secondary view in front of (overlay) or behind (background) its content. The
/// layer is offered the content's size and aligned on it; the modified view has the
/// content's size and alignment guides. For inspection tools it is "overlay", "background"
/// "border" or "mask"; the layer is the modifier node's child that is not the modified content.
@_spi(Inspection)
public struct LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier, InspectableModifier {
    let layer: Layer
    /// How the layer is aligned on the content.
    public let alignment: Alignment
    /// Whether the layer is behind the content (`.background`) rather than in front.
    public let isBackground: Bool
    /// Whether the layer is the traced rectangle of `.border(_:width:)`.
    var isBorder = false
    /// Whether the layer is the mask of `.mask(alignment:_:)`.
    @_spi(Inspection) public var isMask = false
    public typealias Body = Never

    /// "background", "overlay", "border" or "mask".
    public var modifierName: String {
        isMask ? "mask" : isBackground ? "background" : isBorder ? "border" : "overlay"
    }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        LayerNode(content, graph: graph, parent: parent, environment: environment)
    }
}

/// A modifier that layers a view in front of or behind its content: `.overlay`,
/// `.background`, and the preference readers `.overlayPreferenceValue`,
/// `.backgroundPreferenceValue`.
@MainActor
protocol LayeringModifier: ViewModifier {
    associatedtype Layer: View
    /// The view layered on the content.
    var layer: Layer { get }
    /// How the layer is aligned on the content.
    var alignment: Alignment { get }
    /// Whether the layer is behind the content.
    var isBackground: Bool { get }
}

extension LayerModifier: LayeringModifier {}

/// The node of an overlay or background: a layout unit with two children, the content and
/// the layer, in drawing order (a background's widgets come first).
@MainActor
final class LayerNode<Content: View, Modifier: LayeringModifier>: TypedNode<
    ModifiedContent<Content, Modifier>
>
{
    private var baseUnits: [ViewNode]?
    private var layerUnits: [ViewNode]?
    private var alignment: Alignment?

    override class var comparesValue: Bool { false }
    override var isLayoutUnit: Bool { true }

    private var baseIndex: Int { value.modifier.isBackground ? 1 : 0 }

    override func mount() {
        alignment = value.modifier.alignment
        if value.modifier.isBackground {
            children.append(graph.makeNode(for: value.modifier.layer, parent: self, environment: environment))
            children.append(graph.makeNode(for: value.content, parent: self, environment: environment))
        } else {
            children.append(graph.makeNode(for: value.content, parent: self, environment: environment))
            children.append(graph.makeNode(for: value.modifier.layer, parent: self, environment: environment))
        }
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let layerIndex = 1 - baseIndex
        children[baseIndex] = reconcile(children[baseIndex], with: value.content, environment: environment)
        children[layerIndex] = reconcile(
            children[layerIndex], with: value.modifier.layer, environment: environment)
        if alignment != value.modifier.alignment {
            alignment = value.modifier.alignment
            graph.invalidateLayout(self)
        }
    }

    override func unitsChanged() {
        super.unitsChanged()
        baseUnits = nil
        layerUnits = nil
    }

    private var base: LayoutChild {
        LayoutChild(subviews: LayoutSubviews(unitsOf: children[baseIndex], cache: &baseUnits))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let base = base
        return base.subviews.isEmpty ? .zero : base.sizeThatFits(proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        base.place(at: frame.origin, proposal: proposal)
        let layer = LayoutSubviews(unitsOf: children[1 - baseIndex], cache: &layerUnits)
        var cache: Void = ()
        ZStackLayout(alignment: value.modifier.alignment).placeSubviews(
            in: frame, proposal: ProposedViewSize(frame.size), subviews: layer, cache: &cache)
    }

    override var hasExplicitAlignment: Bool { true }

    override func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize) -> CGFloat? {
        base.dimensions(in: ProposedViewSize(size))[explicit: guide]
    }

    override func explicitAlignment(_ guide: VerticalAlignment, size: CGSize) -> CGFloat? {
        base.dimensions(in: ProposedViewSize(size))[explicit: guide]
    }
}

extension View {
    /// Layers the views that you specify in front of this view, offered this view's size
    /// and aligned on it.
    ///
    /// ```swift
    /// Color.blue.frame(width: 6, height: 3).overlay(alignment: .topLeading) { Text("1") }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }

    /// Layers a secondary view in front of this view.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers the specified style (a colour) in front of this view, filling its frame and
    /// growing past the safe area along `edges` where the view touches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            LayerModifier(
                layer: styleLayer(style).ignoresSafeArea(edges: edges), alignment: .center,
                isBackground: false))
    }

    /// Layers a shape filled with the specified style in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        modifier(
            LayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false)
        )
    }

    /// Layers the views that you specify behind this view, offered this view's size and
    /// aligned on it.
    ///
    /// ```swift
    /// Text("Badge").padding(1).background { Capsule().fill(.red) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(LayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }

    /// Layers a secondary view behind this view.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    {
        modifier(LayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    /// Sets the view's background to a style (a colour) filling its frame and growing past
    /// the safe area along `edges` where the view touches it.
    ///
    /// ```swift
    /// Text("Selected").background(.blue)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        modifier(
            LayerModifier(
                layer: styleLayer(style).ignoresSafeArea(edges: edges), alignment: .center,
                isBackground: true))
    }

    /// Sets the view's background to a shape filled with a style.
    ///
    /// ```swift
    /// Text("Tag").padding(.horizontal, 1).background(.green, in: Capsule())
    /// ```
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        modifier(
            LayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
    }

    /// Adds a border to this view with the specified style and width: a rectangle stroked
    /// inside the view's frame, in front of the view.
    ///
    /// ```swift
    /// Text("Boxed").padding(1).border(.gray)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(
            LayerModifier(
                layer: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center,
                isBackground: false,
                isBorder: true))
    }
}

/// The layer of `.overlay(_:ignoresSafeAreaEdges:)` and `.background(_:ignoresSafeAreaEdges:)`:
/// a colour is layered as the `Color` view itself (as SwiftUI's style layer holds it, and
/// drawn as the filled rectangle it is), any other style as a rectangle filled with it.
@MainActor @ViewBuilder
private func styleLayer<Style: ShapeStyle>(_ style: Style) -> some View {
    if let color = style as? Color {
        color
    } else {
        Rectangle().fill(style)
    }
}
