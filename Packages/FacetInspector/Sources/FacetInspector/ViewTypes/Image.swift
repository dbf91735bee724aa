import FacetUI
@_spi(Inspection) import FacetUICore

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
}

extension FacetUI.Image {
    /// The name of the image: its system symbol's or its resource's (as ViewInspector's
    /// `actualImage().name()` reads it).
    public func name() throws -> String { resourceName ?? systemName }
}
