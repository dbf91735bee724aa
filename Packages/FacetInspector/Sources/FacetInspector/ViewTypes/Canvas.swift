import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Canvas` for inspection: it encloses no views; its symbols are reached by
/// `symbolsView()`, hosted on its own, as ViewInspector reaches them (searches look inside).
@MainActor
protocol InspectedCanvas: InspectedContainer {
    var inspectedSymbols: any FacetUI.View { get }
    var inspectedOptions: (isOpaque: Bool, colorMode: ColorRenderingMode, rendersAsynchronously: Bool) { get }
}

extension Canvas: InspectedCanvas {
    var inspectedSymbols: any FacetUI.View { symbols }
    var inspectedOptions: (isOpaque: Bool, colorMode: ColorRenderingMode, rendersAsynchronously: Bool) {
        (isOpaque, colorMode, rendersAsynchronously)
    }

    static func enclosedNodes(of node: ViewNode) -> [ViewNode] { [] }

    static func detachedSupplementaryViews(of node: ViewNode) -> [(call: String, view: any FacetUI.View)] {
        guard let canvas = node.view as? any InspectedCanvas else { return [] }
        return [("symbolsView()", canvas.inspectedSymbols)]
    }
}

extension ViewType {
    /// `Canvas` as inspection sees it.
    public struct Canvas: KnownViewType {
        /// "Canvas".
        public static var typePrefix: String { "Canvas" }
        /// Whether `node` holds a `Canvas`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedCanvas }
    }
}

extension InspectableView {
    /// The only enclosed `Canvas` (or this view, when it is one).
    public func canvas() throws -> InspectableView<ViewType.Canvas> {
        try child(ViewType.Canvas.self, call: "canvas", index: nil)
    }

    /// The enclosed `Canvas` at `index`.
    public func canvas(_ index: Int) throws -> InspectableView<ViewType.Canvas> {
        try child(ViewType.Canvas.self, call: "canvas", index: index)
    }
}

extension InspectableView where View == ViewType.Canvas {
    /// The canvas's symbol views (`Canvas(renderer:symbols:)`), hosted on its own: the
    /// renderer draws them, so the canvas's graph holds them apart from its views.
    public func symbolsView() throws -> InspectableView<ViewType.ClassifiedView> {
        try detached(try canvasValue().inspectedSymbols, call: "symbolsView()")
    }

    /// The working colour space the canvas was created with (`Canvas(colorMode:)`).
    public func colorMode() throws -> ColorRenderingMode { try canvasValue().inspectedOptions.colorMode }

    /// Whether the canvas was created opaque (`Canvas(opaque:)`).
    public func opaque() throws -> Bool { try canvasValue().inspectedOptions.isOpaque }

    /// Whether the canvas was created to render asynchronously (`Canvas(rendersAsynchronously:)`).
    public func rendersAsynchronously() throws -> Bool {
        try canvasValue().inspectedOptions.rendersAsynchronously
    }

    private func canvasValue() throws -> any InspectedCanvas {
        try viewValue(as: (any InspectedCanvas).self, expected: "Canvas")
    }
}
