import FacetUI
@_spi(Inspection) import FacetUICore

/// An image's label given with `Image(_:bundle:label:)` is a view it holds: searches look
/// inside it, hosted on its own, as `labelView()` reaches it.
extension FacetUI.Image: InspectedContainer {
    static func enclosedNodes(of node: ViewNode) -> [ViewNode] { [] }

    static func detachedSupplementaryViews(of node: ViewNode) -> [(call: String, view: any FacetUI.View)] {
        guard let label = node.typedView(as: FacetUI.Image.self)?.label else { return [] }
        return [("labelView()", label)]
    }
}

extension ViewType {
    /// `Image` as inspection sees it.
    public struct Image: KnownViewType {
        /// "Image".
        public static var typePrefix: String { "Image" }
        /// Whether `node` holds a `Image`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is FacetUI.Image }
    }
}

extension InspectableView {
    /// The only enclosed `Image` (or this view, when it is one).
    public func image() throws -> InspectableView<ViewType.Image> {
        try child(ViewType.Image.self, call: "image", index: nil)
    }

    /// The enclosed `Image` at `index`.
    public func image(_ index: Int) throws -> InspectableView<ViewType.Image> {
        try child(ViewType.Image.self, call: "image", index: index)
    }
}

extension InspectableView where View == ViewType.Image {
    /// The name of the system symbol the image shows.
    public func systemName() throws -> String { try widgetContent(ImageContent.self).systemName }

    /// The image value, as the graph holds it (compare it with `Image(systemName:)`).
    public func actualImage() throws -> FacetUI.Image {
        let image = try viewValue(as: FacetUI.Image.self, expected: "Image")
        return image
    }

    /// The text that labels the image: the label given with `Image(_:bundle:label:)`, else
    /// the image's name (a system symbol's or a resource's), hosted on its own. A decorative
    /// image has none.
    public func labelView() throws -> InspectableView<ViewType.Text> {
        let image = try actualImage()
        if let label = image.label { return try detached(label, call: "labelView()").retyped() }
        guard !image.isDecorative else {
            throw InspectionError.attributeNotFound(label: "label", type: "Image")
        }
        return try detached(FacetUI.Text(verbatim: try image.name()), call: "labelView()").retyped()
    }
}

extension FacetUI.Image {
    /// The name of the image: its system symbol's or its resource's (as ViewInspector's
    /// `actualImage().name()` reads it).
    public func name() throws -> String { resourceName ?? systemName }

    /// The image as it was created, without the modifiers applied to it since
    /// (`resizable()`, `interpolation(_:)`, `antialiased(_:)`).
    public func rootImage() throws -> FacetUI.Image { unmodified }
}
