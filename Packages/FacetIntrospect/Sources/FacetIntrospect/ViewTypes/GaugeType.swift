import FacetTerminal
import FacetUI

/// An introspectable view type: `Gauge`, with any built-in style; the widget is its
/// indicator (the bar or the ring), its labels are widgets of their own.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Disk") }
///     .introspect(.gauge, on: .terminal(.v1)) { (widget: GaugeWidget) in
///         widget.markerCharacter = "◆"
///     }
/// ```
public struct GaugeType: IntrospectableViewType {}

extension IntrospectableViewType where Self == GaugeType {
    /// `Gauge`.
    public static var gauge: Self { .init() }
}

extension GaugeType: TerminalIntrospectable {
    /// The class `.terminal(.v1)` hands over, and Apple platforms' versions name.
    public typealias TerminalEntity = GaugeWidget
}

extension TerminalViewVersion<GaugeType, GaugeWidget> {
    /// The first terminal toolkit.
    public static let v1 = Self(for: .v1)
}
