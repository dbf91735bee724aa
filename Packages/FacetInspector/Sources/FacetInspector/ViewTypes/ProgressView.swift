import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// Marks `ProgressView` for inspection, whatever its generic arguments, and gives its parts.
@MainActor
protocol InspectedProgressView {
    var inspectedFraction: Double? { get }
    var inspectedProgress: Progress? { get }
    var inspectedLabel: (any FacetUI.View)? { get }
    var inspectedCurrentValueLabel: (any FacetUI.View)? { get }
}

extension ProgressView: InspectedProgressView {
    var inspectedFraction: Double? { fractionCompleted }
    var inspectedProgress: Progress? { progress }
    var inspectedLabel: (any FacetUI.View)? { labelView }
    var inspectedCurrentValueLabel: (any FacetUI.View)? { currentValueLabelView }
}

extension ViewType {
    /// `ProgressView` as inspection sees it.
    public struct ProgressView: KnownViewType {
        /// "ProgressView".
        public static var typePrefix: String { "ProgressView" }
        /// Whether `node` holds a `ProgressView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedProgressView }
    }
}

extension ViewType.ProgressView: StylePartsOwner {
    /// Matched by exact type: the node of an optional placeholder would match a cast too.
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] {
        [
            ("labelView()", { type(of: $0.view) == ProgressViewStyleConfiguration.Label.self }),
            (
                "currentValueLabelView()",
                { type(of: $0.view) == ProgressViewStyleConfiguration.CurrentValueLabel.self }
            ),
        ]
    }
}

extension InspectableView {
    /// The only enclosed `ProgressView` (or this view, when it is one).
    public func progressView() throws -> InspectableView<ViewType.ProgressView> {
        try child(ViewType.ProgressView.self, call: "progressView", index: nil)
    }

    /// The enclosed `ProgressView` at `index`.
    public func progressView(_ index: Int) throws -> InspectableView<ViewType.ProgressView> {
        try child(ViewType.ProgressView.self, call: "progressView", index: index)
    }
}

extension InspectableView where View == ViewType.ProgressView {
    /// The completed fraction of the task (0 to 1), or `nil` for an indeterminate progress
    /// view: what its style receives as `configuration.fractionCompleted`.
    public func fractionCompleted() throws -> Double? { try progressView().inspectedFraction }

    /// The Foundation `Progress` the view shows (`ProgressView(progress)`).
    ///
    /// ```swift
    /// #expect(try sut.inspect().progressView().progress().completedUnitCount == 10)
    /// ```
    public func progress() throws -> Progress {
        guard let progress = try progressView().inspectedProgress else {
            throw InspectionError.attributeNotFound(label: "progress", type: "ProgressView")
        }
        return progress
    }

    /// The progress view's label, as written: where its style shows it, or hosted on its own
    /// (an `EmptyView` when it has none).
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("labelView()") { $0.inspectedLabel }
    }

    /// The label of the current value, as written: where its style shows it, or hosted on
    /// its own (an `EmptyView` when it has none).
    public func currentValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("currentValueLabelView()") { $0.inspectedCurrentValueLabel }
    }

    private func progressView() throws -> any InspectedProgressView {
        try viewValue(as: (any InspectedProgressView).self, expected: "ProgressView")
    }

    private func part(_ call: String, written: (any InspectedProgressView) -> (any FacetUI.View)?) throws
        -> InspectableView<ViewType.ClassifiedView>
    {
        try stylePart(of: ViewType.ProgressView.self, call) { written(try progressView()) ?? EmptyView() }
    }
}
