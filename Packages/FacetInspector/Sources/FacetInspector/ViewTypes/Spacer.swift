import FacetUI
import Foundation

extension ViewType {
    /// `Spacer` as inspection sees it.
    public struct Spacer: KnownViewType {
        /// "Spacer".
        public static var typePrefix: String { "Spacer" }
        /// Whether `node` holds a `Spacer`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.Spacer }
    }
}

extension InspectableView {
    /// The only enclosed `Spacer` (or this view, when it is one).
    public func spacer() throws -> InspectableView<ViewType.Spacer> {
        try child(ViewType.Spacer.self, call: "spacer", index: nil)
    }

    /// The enclosed `Spacer` at `index`.
    public func spacer(_ index: Int) throws -> InspectableView<ViewType.Spacer> {
        try child(ViewType.Spacer.self, call: "spacer", index: index)
    }
}

extension InspectableView where View == ViewType.Spacer {
    /// The length the spacer can shrink to, or `nil` for the default.
    public func minLength() throws -> CGFloat? {
        let spacer = try viewValue(as: FacetUI.Spacer.self, expected: "Spacer")
        return spacer.minLength
    }
}
