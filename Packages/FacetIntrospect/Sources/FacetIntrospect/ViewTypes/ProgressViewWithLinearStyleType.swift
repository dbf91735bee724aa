import FacetTerminal
import FacetUI

/// An introspectable view type: `ProgressView` with the `.linear` style (or a fraction and the automatic style).
///
/// ```swift
/// .introspect(.progressView(style: .linear), on: .terminal(.v1)) { (widget: ProgressWidget) in … }
/// ```
public struct ProgressViewWithLinearStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The linear style.
        case linear
    }
}

extension IntrospectableViewType where Self == ProgressViewWithLinearStyleType {
    /// `ProgressView` with the `.linear` style (or a fraction and the automatic style).
    public static func progressView(style: Self.Style) -> Self { .init() }
}

extension ProgressViewWithLinearStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ProgressWidget
}

extension TerminalViewVersion<ProgressViewWithLinearStyleType, ProgressWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .linear })
}
