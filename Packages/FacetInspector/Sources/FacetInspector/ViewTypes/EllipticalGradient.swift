import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension ViewType {
    /// `EllipticalGradient` used as a view, as inspection sees it.
    public struct EllipticalGradient: KnownViewType {
        /// "EllipticalGradient".
        public static var typePrefix: String { "EllipticalGradient" }
        /// Whether `node` holds a `EllipticalGradient`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.EllipticalGradient }
    }
}

extension InspectableView {
    /// The only enclosed `EllipticalGradient` (or this view, when it is one).
    public func ellipticalGradient() throws -> InspectableView<ViewType.EllipticalGradient> {
        try child(ViewType.EllipticalGradient.self, call: "ellipticalGradient", index: nil)
    }

    /// The enclosed `EllipticalGradient` at `index`.
    public func ellipticalGradient(_ index: Int) throws -> InspectableView<ViewType.EllipticalGradient> {
        try child(ViewType.EllipticalGradient.self, call: "ellipticalGradient", index: index)
    }
}

extension InspectableView where View == ViewType.EllipticalGradient {
    /// The gradient's colours.
    public func gradient() throws -> Gradient {
        try viewValue(as: FacetUI.EllipticalGradient.self, expected: "EllipticalGradient").gradient
    }

    /// The gradient's centre.
    public func center() throws -> UnitPoint {
        try viewValue(as: FacetUI.EllipticalGradient.self, expected: "EllipticalGradient").center
    }

    /// Where the gradient starts, as a fraction of the frame.
    public func startRadiusFraction() throws -> CGFloat {
        try viewValue(as: FacetUI.EllipticalGradient.self, expected: "EllipticalGradient").startRadiusFraction
    }

    /// Where the gradient ends, as a fraction of the frame.
    public func endRadiusFraction() throws -> CGFloat {
        try viewValue(as: FacetUI.EllipticalGradient.self, expected: "EllipticalGradient").endRadiusFraction
    }
}
