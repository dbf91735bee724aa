import FacetUI
import Foundation

/// Marks `ZStack` for inspection, whatever its generic arguments.
@MainActor
protocol InspectedZStack {
    var alignment: Alignment { get }
}
extension ZStack: InspectedZStack {}

extension ViewType {
    /// `ZStack` as inspection sees it.
    public struct ZStack: KnownViewType {
        /// "ZStack".
        public static var typePrefix: String { "ZStack" }
        /// Whether `node` holds a `ZStack`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedZStack }
        /// Its enclosed views are reached by index.
        public static var _hasIndexedChildren: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `ZStack` (or this view, when it is one).
    public func zStack() throws -> InspectableView<ViewType.ZStack> {
        try child(ViewType.ZStack.self, call: "zStack", index: nil)
    }

    /// The enclosed `ZStack` at `index`.
    public func zStack(_ index: Int) throws -> InspectableView<ViewType.ZStack> {
        try child(ViewType.ZStack.self, call: "zStack", index: index)
    }
}

extension InspectableView where View == ViewType.ZStack {
    /// The alignment of the overlaid subviews.
    public func alignment() throws -> Alignment {
        let stack = try viewValue(as: (any InspectedZStack).self, expected: "ZStack")
        return stack.alignment
    }
}
