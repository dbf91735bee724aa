import Foundation

// The built-in gauge styles. Linear styles put the label (and the current value label,
// trailing) above a bar flanked by the minimum and maximum value labels; circular styles
// put the current value label (or, without one, the label) inside a ring, and the marker
// styles the bounds labels in the opening at its bottom.

/// The layouts the built-in styles share.
@MainActor
enum GaugeLayouts {
    @ViewBuilder
    static func linear(_ configuration: GaugeStyleConfiguration, indicator: GaugeContent.Style) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                configuration.label
                if let current = configuration.currentValueLabel {
                    Spacer(minLength: 1)
                    current
                }
            }
            HStack(spacing: 1) {
                configuration.minimumValueLabel
                GaugeIndicator(fraction: configuration.value, style: indicator)
                configuration.maximumValueLabel
            }
        }
    }

    static func circular(_ configuration: GaugeStyleConfiguration, indicator: GaugeContent.Style) -> some View
    {
        GaugeRingLayout {
            GaugeIndicator(fraction: configuration.value, style: indicator)
            if let current = configuration.currentValueLabel {
                current
            } else {
                configuration.label
            }
            if indicator == .markerArc {
                // The labels keep their width: a stack offers each an equal share first.
                HStack(spacing: 0) {
                    configuration.minimumValueLabel.fixedSize()
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel.fixedSize()
                }
            }
        }
    }
}

/// A ring and what it holds: the ring (the first subview) decides the size; the second is
/// centred in it, the third (the bounds labels) laid across its opening at the bottom, one
/// unit in from each side.
struct GaugeRingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let ring = subviews.first else { return }
        ring.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        if subviews.count > 1 {
            subviews[1].place(
                at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
        }
        if subviews.count > 2 {
            subviews[2].place(
                at: CGPoint(x: bounds.midX, y: bounds.maxY), anchor: .bottom,
                proposal: ProposedViewSize(width: max(bounds.width - 2, 0), height: nil))
        }
    }
}

/// The default gauge style in the current context: a capacity bar
/// (``LinearCapacityGaugeStyle``), as on iOS.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    nonisolated public init() {}
    /// The gauge as a capacity bar with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.linear(configuration, indicator: .capacityBar)
    }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the
/// gauge's current value increases.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    nonisolated public init() {}
    /// The gauge as a capacity bar with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.linear(configuration, indicator: .capacityBar)
    }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar
/// to indicate the gauge's current value.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    nonisolated public init() {}
    /// The gauge as a bar with a marker, with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.linear(configuration, indicator: .markerBar)
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the
/// gauge's current value increases.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    nonisolated public init() {}
    /// The gauge as a capacity bar with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.linear(configuration, indicator: .capacityBar)
    }
}

/// A gauge style that displays an open ring with a marker that appears at a point along
/// the ring to indicate the gauge's current value.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    nonisolated public init() {}
    /// The gauge as an open ring with a marker, the bounds labels in its opening.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.circular(configuration, indicator: .markerArc)
    }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    nonisolated public init() {}
    /// The gauge as a ring filled to its value, the current value label inside.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.circular(configuration, indicator: .capacityRing)
    }
}

/// A gauge style that displays an open ring with a marker that appears at a point along
/// the ring to indicate the gauge's current value (watchOS).
@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
public struct CircularGaugeStyle: GaugeStyle {
    let tint: Color?
    /// Creates a circular gauge style.
    nonisolated public init() { tint = nil }
    /// Creates a circular gauge style with a tint color.
    nonisolated public init(tint: Color) { self.tint = tint }
    /// The gauge as an open ring with a marker, the bounds labels in its opening.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.circular(configuration, indicator: .markerArc).environment(\.gaugeTint, tint)
    }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar
/// to indicate the gauge's current value (watchOS).
@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
public struct LinearGaugeStyle: GaugeStyle {
    let tint: Color?
    /// Creates a linear gauge style.
    nonisolated public init() { tint = nil }
    /// Creates a linear gauge style with a tint color.
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    nonisolated public init(tint: Color) { self.tint = tint }
    /// The gauge as a bar with a marker, with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLayouts.linear(configuration, indicator: .markerBar).environment(\.gaugeTint, tint)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker at the gauge's current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring partially filled to the current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension GaugeStyle where Self == CircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the current value.
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

@available(watchOS 7.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension GaugeStyle where Self == LinearGaugeStyle {
    /// A gauge style that displays a bar with a marker at the current value.
    public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}
