import FacetTerminal
import FacetUI

/// An introspectable view type: `.fullScreenCover`: call `.introspect` inside the full-screen cover's content (the default scope is `.ancestor`).
///
/// ```swift
/// .introspect(.fullScreenCover, on: .terminal(.v1)) { (widget: ModalWidget) in … }
/// ```
public struct FullScreenCoverType: IntrospectableViewType {
    /// Presentations are introspected from inside their content.
    public var scope: IntrospectionScope { .ancestor }
}

extension IntrospectableViewType where Self == FullScreenCoverType {
    /// `.fullScreenCover`: call `.introspect` inside the full-screen cover's content (the default scope is `.ancestor`).
    public static var fullScreenCover: Self { .init() }
}

extension FullScreenCoverType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ModalWidget
}

extension TerminalViewVersion<FullScreenCoverType, ModalWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.kind == .fullScreenCover })
}
