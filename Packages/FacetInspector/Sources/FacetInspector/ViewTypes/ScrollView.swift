import FacetUI
import Foundation

/// Marks `ScrollView` for inspection, whatever its content.
@MainActor
protocol InspectedScrollView {
    var axes: Axis.Set { get }
    var showsIndicators: Bool { get }
}
extension ScrollView: InspectedScrollView {}

extension ViewType {
    /// `ScrollView` as inspection sees it.
    public struct ScrollView: KnownViewType {
        /// "ScrollView".
        public static var typePrefix: String { "ScrollView" }
        /// Whether `node` holds a `ScrollView`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedScrollView }
        /// Its widget scrolls its content: the content is not a label.
        public static var _drawsContent: Bool { true }
    }
}

extension InspectableView {
    /// The only enclosed `ScrollView` (or this view, when it is one).
    public func scrollView() throws -> InspectableView<ViewType.ScrollView> {
        try child(ViewType.ScrollView.self, call: "scrollView", index: nil)
    }

    /// The enclosed `ScrollView` at `index`.
    public func scrollView(_ index: Int) throws -> InspectableView<ViewType.ScrollView> {
        try child(ViewType.ScrollView.self, call: "scrollView", index: index)
    }
}

extension InspectableView where View == ViewType.ScrollView {
    /// The axes the view scrolls along.
    public func axes() throws -> Axis.Set { try scrollView().axes }

    /// Whether the view shows scroll indicators.
    public func showsIndicators() throws -> Bool { try scrollView().showsIndicators }

    /// Acts as the user: scrolls so that `offset`, a point of the content, is at the
    /// viewport's top-leading corner, then applies the updates (a lazy stack inside
    /// realises the rows that come into view).
    ///
    /// ```swift
    /// try sut.scrollView().scroll(to: CGPoint(x: 0, y: 500))
    /// #expect(try sut.scrollView().lazyVStack().text(500).string() == "Row 500")
    /// ```
    public func scroll(to offset: CGPoint) throws { try send(.scroll(offset)) }

    /// The room the scroll view's widget leaves around its content (none in a terminal).
    @available(*, deprecated, message: "ScrollView no longer provides this value")
    public func contentInsets() throws -> EdgeInsets {
        host.graph.backend.contentInsets(for: try widgetContent(ScrollViewContent.self))
    }

    /// The scroll position: the content point at the viewport's top-leading corner.
    public func contentOffset() throws -> CGPoint { try widgetContent(ScrollViewContent.self).offset }

    private func scrollView() throws -> any InspectedScrollView {
        let view = try viewValue(as: (any InspectedScrollView).self, expected: "ScrollView")
        return view
    }
}
