import FacetTerminal
import FacetUI

/// An introspectable view type: `ProgressView` with the `.circular` style (or no fraction and the automatic style).
///
/// ```swift
/// .introspect(.progressView(style: .circular), on: .terminal(.v1)) { (widget: ProgressWidget) in … }
/// ```
public struct ProgressViewWithCircularStyleType: IntrospectableViewType {
    /// The style the type stands for.
    public enum Style: Sendable {
        /// The circular style.
        case circular
    }
}

extension IntrospectableViewType where Self == ProgressViewWithCircularStyleType {
    /// `ProgressView` with the `.circular` style (or no fraction and the automatic style).
    public static func progressView(style: Self.Style) -> Self { .init() }
}

extension ProgressViewWithCircularStyleType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = ProgressWidget
}

extension TerminalViewVersion<ProgressViewWithCircularStyleType, ProgressWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1, selector: .default.filtered { $0.resolvedStyle == .circular })
}
