import Foundation

/// An effect that changes the visual appearance of a view by a projective transformation,
/// without changing its layout: `scaleEffect`, `rotationEffect`, `rotation3DEffect`,
/// `transformEffect` and `projectionEffect` are geometry effects, and a type of your own can
/// be one.
///
/// ```swift
/// struct Skew: GeometryEffect {
///     var amount: CGFloat
///     var animatableData: CGFloat {
///         get { amount }
///         set { amount = newValue }
///     }
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
///     }
/// }
/// Text("Leaning").modifier(Skew(amount: 0.3))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform the view is drawn with, for a view of `size`; the origin is the
    /// view's top-leading corner.
    func effectValue(size: CGSize) -> ProjectionTransform

    /// Whether the effect changes layout; SwiftUI's built-in effects do not.
    static var _affectsLayout: Bool { get }
}

extension GeometryEffect {
    /// Geometry effects leave layout unchanged.
    public static var _affectsLayout: Bool { false }
}

extension GeometryEffect {
    /// The node of a geometry effect: an effect widget drawing the content with the
    /// transform resolved at the view's size.
    func makeEffectNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        EffectNode(
            content, graph: graph, parent: parent, environment: environment, dependsOnSize: true
        ) { effect, size, _ in .transform(effect.effectValue(size: size)) }
    }
}

extension ProjectionTransform {
    /// The transform `body` makes about `anchor` of a view of `size`: the anchor stays in
    /// place.
    static func about(_ anchor: UnitPoint, in size: CGSize, _ body: CGAffineTransform) -> ProjectionTransform
    {
        let (x, y) = (anchor.x * size.width, anchor.y * size.height)
        return ProjectionTransform(
            CGAffineTransform(translationX: -x, y: -y).concatenating(body).concatenating(
                CGAffineTransform(translationX: x, y: y)))
    }
}
