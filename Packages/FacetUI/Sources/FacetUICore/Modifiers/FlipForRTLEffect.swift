import Foundation

/// Mirrors its content horizontally while the layout direction is right to left: what
/// `flipsForRightToLeftLayoutDirection(_:)` applies (SwiftUI's own name).
///
/// The content is laid out as it is and drawn mirrored about its centre, as a geometry
/// effect draws it: a terminal shows the cells it drew in reverse order along each line.
public struct _FlipForRTLEffect: ViewModifier, Equatable, Sendable {
    /// Whether the content is mirrored in a right-to-left layout.
    public var isEnabled: Bool

    /// Creates the effect.
    public init(isEnabled: Bool) { self.isEnabled = isEnabled }

    public typealias Body = Never

    /// The transform for a view of `size` in a layout going `direction`: a mirror about the
    /// centre, or the identity.
    func transform(size: CGSize, direction: LayoutDirection) -> ProjectionTransform {
        guard isEnabled, direction == .rightToLeft else { return ProjectionTransform() }
        return .about(.center, in: size, CGAffineTransform(scaleX: -1, y: 1))
    }
}

extension _FlipForRTLEffect: PrimitiveModifier {
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        EffectNode(content, graph: graph, parent: parent, environment: environment, dependsOnSize: true) {
            .transform($0.transform(size: $1, direction: $2.layoutDirection))
        }
    }
}

@_spi(Inspection)
extension _FlipForRTLEffect: InspectableModifier {
    /// "flipsForRightToLeftLayoutDirection".
    public var modifierName: String { "flipsForRightToLeftLayoutDirection" }
}

extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction
    /// is right-to-left.
    ///
    /// ```swift
    /// Image(systemName: "arrow.forward").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRTLEffect(isEnabled: enabled))
    }
}
