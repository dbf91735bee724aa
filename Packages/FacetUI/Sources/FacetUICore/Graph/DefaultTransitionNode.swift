import Foundation

/// The node of a view that an animated change inserted without a transition of its own: as
/// in SwiftUI, it fades in (and, when an animated change removes it, out) through
/// `.opacity`. It stands for the view itself: its parent updates it with the view's values.
@MainActor
final class DefaultTransitionNode<Content: View>: TransitionNode<Content> {
    override func holds<V: View>(_ type: V.Type) -> Bool {
        type == Content.self || type == TransitionView<Content>.self
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        if let content = view as? Content {
            super.update(
                with: TransitionView(content: content, transition: .opacity), environment: environment)
        } else {
            super.update(with: view, environment: environment)
        }
    }
}

extension ViewGraph {
    /// Mounts `node`, made for `view` while ``insertsWithDefaultTransition`` holds: a view
    /// with a transition of its own keeps it; the first layout unit on the way down (a
    /// primitive, a stack, a modified view) is put in a ``DefaultTransitionNode`` instead;
    /// views without a layout of their own (custom views, groups) pass the default on to
    /// the views they are made of.
    func implicitlyTransitionedNode<V: View>(
        _ node: ViewNode, for view: V, parent: ViewNode, environment: EnvironmentValues
    ) -> ViewNode {
        var mounted = node
        if node is any TransitionHosting || node.isLayoutUnit {
            insertsWithDefaultTransition = false
            if !(node is any TransitionHosting) {
                mounted = DefaultTransitionNode(
                    TransitionView(content: view, transition: .opacity), graph: self, parent: parent,
                    environment: environment)
            }
        }
        mounted.isAttaching = true
        mounted.mount()
        mounted.isAttaching = false
        insertsWithDefaultTransition = true
        return mounted
    }
}
