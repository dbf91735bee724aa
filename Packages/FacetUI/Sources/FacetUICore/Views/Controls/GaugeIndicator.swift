import Foundation

/// The drawn part of a built-in gauge style: a bar or a ring at a fraction.
struct GaugeIndicator: View, LeafWidgetView {
    let fraction: Double
    let style: GaugeContent.Style

    typealias Body = Never

    func widgetContent(in environment: EnvironmentValues, stackAxis: Axis?) -> GaugeContent {
        GaugeContent(
            fraction: fraction, style: style, tint: environment.gaugeTint, isEnabled: environment.isEnabled)
    }
}

/// The indicator of a gauge (``Gauge`` with a built-in style); its labels are separate
/// widgets. It sends no events.
///
/// Bars fill the width they are offered; rings have a size of their own.
public struct GaugeContent: WidgetContent, Equatable {
    /// What is drawn.
    public enum Style: String, Equatable, Sendable {
        /// A bar filled from the leading edge to the fraction.
        case capacityBar
        /// A bar with a marker at the fraction.
        case markerBar
        /// A closed ring filled clockwise from the top to the fraction.
        case capacityRing
        /// A ring open at the bottom, with a marker at the fraction along it.
        case markerArc
    }
    /// The value as a fraction of the gauge's bounds, 0 to 1.
    public var fraction: Double
    /// What is drawn.
    public var style: Style
    /// The colour of the filled part or the marker; the backend's accent colour when `nil`.
    public var tint: Color?
    /// Whether the gauge is in an enabled context.
    public var isEnabled: Bool

    /// Creates the content.
    public init(fraction: Double, style: Style, tint: Color? = nil, isEnabled: Bool = true) {
        (self.fraction, self.style, self.tint, self.isEnabled) = (fraction, style, tint, isEnabled)
    }

    /// Whether the indicator is a ring rather than a bar.
    public var isCircular: Bool { style == .capacityRing || style == .markerArc }

    /// The kind of widget.
    public var kind: String { "Gauge" }
}

extension EnvironmentValues {
    private struct GaugeTintKey: EnvironmentKey {
        static var defaultValue: Color? { nil }
    }

    /// The tint of a watchOS gauge style created with `init(tint:)`.
    var gaugeTint: Color? {
        get { self[GaugeTintKey.self] }
        set { self[GaugeTintKey.self] = newValue }
    }
}
