import FacetTerminal
import FacetUI

/// An introspectable view type: `Slider`.
///
/// ```swift
/// .introspect(.slider, on: .terminal(.v1)) { (widget: SliderWidget) in … }
/// ```
public struct SliderType: IntrospectableViewType {}

extension IntrospectableViewType where Self == SliderType {
    /// `Slider`.
    public static var slider: Self { .init() }
}

extension SliderType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = SliderWidget
}

extension TerminalViewVersion<SliderType, SliderWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
