import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `ContentUnavailableView` for inspection, whatever its generic arguments.
protocol InspectedContentUnavailableView {}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView: InspectedContentUnavailableView {}

extension ViewType {
    /// `ContentUnavailableView` as inspection sees it.
    public struct ContentUnavailableView: KnownViewType {
        /// "ContentUnavailableView".
        public static var typePrefix: String { "ContentUnavailableView" }
        /// Whether `node` holds a `ContentUnavailableView`.
        public static func _matches(_ node: ViewNode) -> Bool {
            node.view is any InspectedContentUnavailableView
        }
    }
}

extension ViewType.ContentUnavailableView: StylePartsOwner {
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] {
        [
            ("labelView()", { ($0.view as? ContentUnavailablePart)?.role == .label }),
            ("description()", { ($0.view as? ContentUnavailablePart)?.role == .description }),
            ("actions()", { ($0.view as? ContentUnavailablePart)?.role == .actions }),
        ]
    }
}

extension InspectableView {
    /// The only enclosed `ContentUnavailableView` (or this view, when it is one).
    public func contentUnavailableView() throws -> InspectableView<ViewType.ContentUnavailableView> {
        try child(ViewType.ContentUnavailableView.self, call: "contentUnavailableView", index: nil)
    }

    /// The enclosed `ContentUnavailableView` at `index`.
    public func contentUnavailableView(_ index: Int) throws -> InspectableView<
        ViewType.ContentUnavailableView
    > {
        try child(ViewType.ContentUnavailableView.self, call: "contentUnavailableView", index: index)
    }
}

extension InspectableView where View == ViewType.ContentUnavailableView {
    /// The label, as written (`labelView().label()` for the `Label` the convenience
    /// initializers make).
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("labelView()")
    }

    /// The description, as written.
    public func description() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("description()")
    }

    /// The actions, as written.
    public func actions() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("actions()")
    }

    /// Every part is always shown.
    private func part(_ call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try stylePart(of: ViewType.ContentUnavailableView.self, call) {
            throw InspectionError.viewNotFound(parent: typeName)
        }
    }
}
