import FacetUI
import Foundation

/// Marks `VStack` for inspection, whatever its generic arguments.
@MainActor
protocol InspectedVStack {
    var alignment: HorizontalAlignment { get }
    var spacing: CGFloat? { get }
}
extension VStack: InspectedVStack {}

extension ViewType {
    /// `VStack` as inspection sees it.
    public struct VStack: KnownViewType {
        /// "VStack".
        public static var typePrefix: String { "VStack" }
        /// Whether `node` holds a `VStack`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedVStack }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `VStack` (or this view, when it is one).
    public func vStack() throws -> InspectableView<ViewType.VStack> {
        try child(ViewType.VStack.self, call: "vStack", index: nil)
    }

    /// The enclosed `VStack` at `index`.
    public func vStack(_ index: Int) throws -> InspectableView<ViewType.VStack> {
        try child(ViewType.VStack.self, call: "vStack", index: index)
    }
}

extension InspectableView where View == ViewType.VStack {
    /// The guide the stack aligns its subviews by.
    public func alignment() throws -> HorizontalAlignment { try stack().alignment }

    /// The distance between subviews, or `nil` for the default.
    public func spacing() throws -> CGFloat? { try stack().spacing }

    private func stack() throws -> any InspectedVStack {
        let stack = try viewValue(as: (any InspectedVStack).self, expected: "VStack")
        return stack
    }
}
