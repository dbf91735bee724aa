import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension ViewType {
    /// `RadialGradient` used as a view, as inspection sees it.
    public struct RadialGradient: KnownViewType {
        /// "RadialGradient".
        public static var typePrefix: String { "RadialGradient" }
        /// Whether `node` holds a `RadialGradient`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.RadialGradient }
    }
}

extension InspectableView {
    /// The only enclosed `RadialGradient` (or this view, when it is one).
    public func radialGradient() throws -> InspectableView<ViewType.RadialGradient> {
        try child(ViewType.RadialGradient.self, call: "radialGradient", index: nil)
    }

    /// The enclosed `RadialGradient` at `index`.
    public func radialGradient(_ index: Int) throws -> InspectableView<ViewType.RadialGradient> {
        try child(ViewType.RadialGradient.self, call: "radialGradient", index: index)
    }
}

extension InspectableView where View == ViewType.RadialGradient {
    /// The gradient's colours.
    public func gradient() throws -> Gradient {
        try viewValue(as: FacetUI.RadialGradient.self, expected: "RadialGradient").gradient
    }

    /// The gradient's centre.
    public func center() throws -> UnitPoint {
        try viewValue(as: FacetUI.RadialGradient.self, expected: "RadialGradient").center
    }

    /// Where the gradient starts, in points from the centre.
    public func startRadius() throws -> CGFloat {
        try viewValue(as: FacetUI.RadialGradient.self, expected: "RadialGradient").startRadius
    }

    /// Where the gradient ends, in points from the centre.
    public func endRadius() throws -> CGFloat {
        try viewValue(as: FacetUI.RadialGradient.self, expected: "RadialGradient").endRadius
    }
}
