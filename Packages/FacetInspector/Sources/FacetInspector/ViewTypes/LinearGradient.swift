import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension ViewType {
    /// `LinearGradient` used as a view, as inspection sees it.
    public struct LinearGradient: KnownViewType {
        /// "LinearGradient".
        public static var typePrefix: String { "LinearGradient" }
        /// Whether `node` holds a `LinearGradient`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.LinearGradient }
    }
}

extension InspectableView {
    /// The only enclosed `LinearGradient` (or this view, when it is one).
    public func linearGradient() throws -> InspectableView<ViewType.LinearGradient> {
        try child(ViewType.LinearGradient.self, call: "linearGradient", index: nil)
    }

    /// The enclosed `LinearGradient` at `index`.
    public func linearGradient(_ index: Int) throws -> InspectableView<ViewType.LinearGradient> {
        try child(ViewType.LinearGradient.self, call: "linearGradient", index: index)
    }
}

extension InspectableView where View == ViewType.LinearGradient {
    /// The gradient's colours.
    public func gradient() throws -> Gradient {
        try viewValue(as: FacetUI.LinearGradient.self, expected: "LinearGradient").gradient
    }

    /// Where the gradient starts.
    public func startPoint() throws -> UnitPoint {
        try viewValue(as: FacetUI.LinearGradient.self, expected: "LinearGradient").startPoint
    }

    /// Where the gradient ends.
    public func endPoint() throws -> UnitPoint {
        try viewValue(as: FacetUI.LinearGradient.self, expected: "LinearGradient").endPoint
    }
}
