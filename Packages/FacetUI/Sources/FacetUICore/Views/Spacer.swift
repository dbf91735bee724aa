import Foundation

/// A flexible space that expands along the major axis of its containing stack layout,
/// or on both axes if not contained in a stack.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, PrimitiveView {
    /// The minimum length this spacer can be shrunk to (0 when `nil`).
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        SpacerNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// A spacer has no widget: its container leaves the space empty.
@MainActor
final class SpacerNode: TypedNode<Spacer> {
    override var isLayoutUnit: Bool { true }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if valueChanged { graph.invalidateLayout(self) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let minimum = value.minLength ?? 0
        func expand(_ value: CGFloat?) -> CGFloat { max(minimum, value ?? minimum) }
        switch layoutParent?.stackAxis {
        case .horizontal: return CGSize(width: expand(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: expand(proposal.height))
        case nil: return CGSize(width: expand(proposal.width), height: expand(proposal.height))
        }
    }
}
