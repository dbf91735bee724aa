import FacetUI
import Foundation

/// Marks `HStack` for inspection, whatever its generic arguments.
@MainActor
protocol InspectedHStack {
    var alignment: VerticalAlignment { get }
    var spacing: CGFloat? { get }
}
extension HStack: InspectedHStack {}

extension ViewType {
    /// `HStack` as inspection sees it.
    public struct HStack: KnownViewType {
        /// "HStack".
        public static var typePrefix: String { "HStack" }
        /// Whether `node` holds a `HStack`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedHStack }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `HStack` (or this view, when it is one).
    public func hStack() throws -> InspectableView<ViewType.HStack> {
        try child(ViewType.HStack.self, call: "hStack", index: nil)
    }

    /// The enclosed `HStack` at `index`.
    public func hStack(_ index: Int) throws -> InspectableView<ViewType.HStack> {
        try child(ViewType.HStack.self, call: "hStack", index: index)
    }
}

extension InspectableView where View == ViewType.HStack {
    /// The guide the stack aligns its subviews by.
    public func alignment() throws -> VerticalAlignment { try stack().alignment }

    /// The distance between subviews, or `nil` for the default.
    public func spacing() throws -> CGFloat? { try stack().spacing }

    private func stack() throws -> any InspectedHStack {
        let stack = try viewValue(as: (any InspectedHStack).self, expected: "HStack")
        return stack
    }
}
