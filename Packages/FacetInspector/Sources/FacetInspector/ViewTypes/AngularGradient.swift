import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension ViewType {
    /// `AngularGradient` used as a view, as inspection sees it.
    public struct AngularGradient: KnownViewType {
        /// "AngularGradient".
        public static var typePrefix: String { "AngularGradient" }
        /// Whether `node` holds a `AngularGradient`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.AngularGradient }
    }
}

extension InspectableView {
    /// The only enclosed `AngularGradient` (or this view, when it is one).
    public func angularGradient() throws -> InspectableView<ViewType.AngularGradient> {
        try child(ViewType.AngularGradient.self, call: "angularGradient", index: nil)
    }

    /// The enclosed `AngularGradient` at `index`.
    public func angularGradient(_ index: Int) throws -> InspectableView<ViewType.AngularGradient> {
        try child(ViewType.AngularGradient.self, call: "angularGradient", index: index)
    }
}

extension InspectableView where View == ViewType.AngularGradient {
    /// The gradient's colours.
    public func gradient() throws -> Gradient {
        try viewValue(as: FacetUI.AngularGradient.self, expected: "AngularGradient").gradient
    }

    /// The gradient's centre.
    public func center() throws -> UnitPoint {
        try viewValue(as: FacetUI.AngularGradient.self, expected: "AngularGradient").center
    }

    /// Where the gradient starts.
    public func startAngle() throws -> Angle {
        try viewValue(as: FacetUI.AngularGradient.self, expected: "AngularGradient").startAngle
    }

    /// Where the gradient ends.
    public func endAngle() throws -> Angle {
        try viewValue(as: FacetUI.AngularGradient.self, expected: "AngularGradient").endAngle
    }
}
