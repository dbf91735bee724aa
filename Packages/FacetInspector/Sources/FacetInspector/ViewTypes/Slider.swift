import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Slider` for inspection, whatever its generic arguments, and gives its label.
@MainActor
protocol InspectedSlider: EditingChangeReporting, LabelHoldingControl {}
extension Slider: InspectedSlider {
    var inspectedLabel: any FacetUI.View { labelView }
    var inspectedOnEditingChanged: (Bool) -> Void { onEditingChanged }
}

extension ViewType {
    /// `Slider` as inspection sees it.
    public struct Slider: KnownViewType {
        /// "Slider".
        public static var typePrefix: String { "Slider" }
        /// Whether `node` holds a `Slider`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedSlider }
    }
}

extension InspectableView {
    /// The only enclosed `Slider` (or this view, when it is one).
    public func slider() throws -> InspectableView<ViewType.Slider> {
        try child(ViewType.Slider.self, call: "slider", index: nil)
    }

    /// The enclosed `Slider` at `index`.
    public func slider(_ index: Int) throws -> InspectableView<ViewType.Slider> {
        try child(ViewType.Slider.self, call: "slider", index: index)
    }
}

extension InspectableView where View == ViewType.Slider {
    /// Runs the slider's `onEditingChanged` action with `false` (editing ended), as
    /// ViewInspector does, then applies the updates.
    public func callOnEditingChanged() throws { try callEditingChanged() }

    /// The slider's value, as its widget shows it.
    public func value() throws -> Double { try widgetContent(SliderContent.self).value }

    /// The range of values the slider can take.
    public func bounds() throws -> ClosedRange<Double> { try widgetContent(SliderContent.self).bounds }

    /// The slider's label. Its widget does not draw it, so it is hosted on its own for
    /// inspection.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try heldLabel()
    }

    /// Acts as the user: drags the slider to `value`, then applies the updates.
    public func setValue(_ value: Double) throws {
        try send(.value(value))
    }
}
