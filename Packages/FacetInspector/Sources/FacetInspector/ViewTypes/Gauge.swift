import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Gauge` for inspection, whatever its generic arguments, and gives its parts.
@MainActor
protocol InspectedGauge {
    var inspectedValue: Double { get }
    var inspectedBounds: ClosedRange<Double> { get }
    var inspectedFraction: Double { get }
    var inspectedLabel: any FacetUI.View { get }
    var inspectedCurrentValueLabel: (any FacetUI.View)? { get }
    var inspectedMinimumValueLabel: (any FacetUI.View)? { get }
    var inspectedMaximumValueLabel: (any FacetUI.View)? { get }
    var inspectedMarkedValueLabels: (any FacetUI.View)? { get }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, *)
@available(tvOS, unavailable)
extension Gauge: InspectedGauge {
    var inspectedValue: Double { value }
    var inspectedBounds: ClosedRange<Double> { bounds }
    var inspectedFraction: Double { fraction }
    var inspectedLabel: any FacetUI.View { label }
    var inspectedCurrentValueLabel: (any FacetUI.View)? { currentValueLabel }
    var inspectedMinimumValueLabel: (any FacetUI.View)? { minimumValueLabel }
    var inspectedMaximumValueLabel: (any FacetUI.View)? { maximumValueLabel }
    var inspectedMarkedValueLabels: (any FacetUI.View)? { markedValueLabels }
}

extension ViewType {
    /// `Gauge` as inspection sees it.
    public struct Gauge: KnownViewType {
        /// "Gauge".
        public static var typePrefix: String { "Gauge" }
        /// Whether `node` holds a `Gauge`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedGauge }
    }
}

extension ViewType.Gauge: StylePartsOwner {
    /// Matched by exact type: the node of an optional placeholder would match a cast too.
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] {
        [
            ("labelView()", { type(of: $0.view) == GaugeStyleConfiguration.Label.self }),
            (
                "currentValueLabelView()",
                { type(of: $0.view) == GaugeStyleConfiguration.CurrentValueLabel.self }
            ),
            (
                "minimumValueLabelView()",
                { type(of: $0.view) == GaugeStyleConfiguration.MinimumValueLabel.self }
            ),
            (
                "maximumValueLabelView()",
                { type(of: $0.view) == GaugeStyleConfiguration.MaximumValueLabel.self }
            ),
        ]
    }
}

extension InspectableView {
    /// The only enclosed `Gauge` (or this view, when it is one).
    public func gauge() throws -> InspectableView<ViewType.Gauge> {
        try child(ViewType.Gauge.self, call: "gauge", index: nil)
    }

    /// The enclosed `Gauge` at `index`.
    public func gauge(_ index: Int) throws -> InspectableView<ViewType.Gauge> {
        try child(ViewType.Gauge.self, call: "gauge", index: index)
    }
}

extension InspectableView where View == ViewType.Gauge {
    /// The value, as given (`Gauge(value: 40, in: 0...100)`: 40).
    public func value() throws -> Double { try gauge().inspectedValue }

    /// The bounds, as given.
    public func bounds() throws -> ClosedRange<Double> { try gauge().inspectedBounds }

    /// The value as a fraction of the bounds, clamped to 0...1: what the style receives
    /// as `configuration.value`.
    public func fractionCompleted() throws -> Double { try gauge().inspectedFraction }

    /// The label describing the gauge's purpose, as written: where the style shows it, or
    /// hosted on its own where it does not (`.accessoryCircularCapacity` with a current
    /// value label).
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("labelView()") { $0.inspectedLabel }
    }

    /// The current value label, as written (an `EmptyView` when the gauge has none).
    public func currentValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("currentValueLabelView()") {
            $0.inspectedCurrentValueLabel
        }
    }

    /// The minimum value label, as written (an `EmptyView` when the gauge has none).
    public func minimumValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("minimumValueLabelView()") {
            $0.inspectedMinimumValueLabel
        }
    }

    /// The maximum value label, as written (an `EmptyView` when the gauge has none).
    public func maximumValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("maximumValueLabelView()") {
            $0.inspectedMaximumValueLabel
        }
    }

    /// The marked value labels, as written (an `EmptyView` when the gauge has none); the
    /// built-in styles do not show them, so they are hosted on their own.
    public func markedValueLabelsView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("markedValueLabelsView()") { $0.inspectedMarkedValueLabels }
    }

    private func gauge() throws -> any InspectedGauge {
        try viewValue(as: (any InspectedGauge).self, expected: "Gauge")
    }

    private func part(_ call: String, written: (any InspectedGauge) -> (any FacetUI.View)?) throws
        -> InspectableView<ViewType.ClassifiedView>
    {
        try stylePart(of: ViewType.Gauge.self, call) { written(try gauge()) ?? EmptyView() }
    }
}
