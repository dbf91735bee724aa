import FacetUI

/// Marks `ProgressView` for inspection, whatever its generic arguments.
protocol InspectedProgressView {}
extension ProgressView: InspectedProgressView {}

extension ViewType {
    /// `ProgressView` as inspection sees it.
    public struct ProgressView: KnownViewType {
        /// "ProgressView".
        public static var typePrefix: String { "ProgressView" }
        /// Whether `node` holds a `ProgressView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedProgressView }
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
    /// view, as its widget shows it.
    public func fractionCompleted() throws -> Double? { try widgetContent(ProgressContent.self).fraction }

    /// The progress view's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }
}
