import FacetTerminal
import FacetUI

/// An introspectable view type: the window, whose widget on the terminal backend is the root
/// of the ``WidgetTree`` (every view's widget is below it; `widget.tree` is the tree).
///
/// ```swift
/// .introspect(.window, on: .terminal(.v1)) { (root: TerminalWidget) in root.backgroundColor = .black }
/// ```
public struct WindowType: IntrospectableViewType {
    /// Any view of the window can introspect it.
    public var scope: IntrospectionScope { .ancestor }
}

extension IntrospectableViewType where Self == WindowType {
    /// The window: the terminal's root widget.
    public static var window: Self { .init() }
}

extension WindowType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = TerminalWidget
}

extension TerminalViewVersion<WindowType, TerminalWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .terminalWindow)
}

extension IntrospectionSelector where Target == TerminalWidget {
    /// The root widget of the terminal backend's tree, for either scope. It belongs to no
    /// node, so the closure runs once per introspected view.
    static var terminalWindow: Self {
        let root: @MainActor @Sendable (ViewNode) -> Match? = { node in
            guard let backend = node.graph.backend as? TerminalBackend else { return nil }
            return (backend.tree.root, nil)
        }
        return Self(receiver: root, ancestor: root)
    }
}
