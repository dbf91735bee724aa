import FacetUI
@_spi(Inspection) import FacetUICore

/// Marks `Label` for inspection, whatever its generic arguments.
@MainActor
protocol InspectedLabel {
    var inspectedTitle: any FacetUI.View { get }
    var inspectedIcon: any FacetUI.View { get }
}
extension Label: InspectedLabel {
    var inspectedTitle: any FacetUI.View { title }
    var inspectedIcon: any FacetUI.View { icon }
}

extension ViewType {
    /// `Label` as inspection sees it.
    public struct Label: KnownViewType {
        /// "Label".
        public static var typePrefix: String { "Label" }
        /// Whether `node` holds a `Label`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedLabel }
    }
}

extension ViewType.Label: StylePartsOwner {
    static var _styleParts: [(call: String, isPlaceholder: (ViewNode) -> Bool)] {
        [
            ("title()", { $0.view is LabelStyleConfiguration.Title }),
            ("icon()", { $0.view is LabelStyleConfiguration.Icon }),
        ]
    }
}

extension InspectableView {
    /// The only enclosed `Label` (or this view, when it is one).
    public func label() throws -> InspectableView<ViewType.Label> {
        try child(ViewType.Label.self, call: "label", index: nil)
    }

    /// The enclosed `Label` at `index`.
    public func label(_ index: Int) throws -> InspectableView<ViewType.Label> {
        try child(ViewType.Label.self, call: "label", index: index)
    }
}

extension InspectableView where View == ViewType.Label {
    /// The label's title, as written (`title().text()`; a title of several views is
    /// reached by index): where the label style shows it, or hosted on its own when the
    /// style does not (`.iconOnly`).
    public func title() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("title()") { $0.inspectedTitle }
    }

    /// The label's icon, as written (`icon().image()`): where the label style shows it, or
    /// hosted on its own when the style does not (`.titleOnly`).
    public func icon() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("icon()") { $0.inspectedIcon }
    }

    private func part(_ call: String, written: (any InspectedLabel) -> any FacetUI.View) throws
        -> InspectableView<ViewType.ClassifiedView>
    {
        try stylePart(of: ViewType.Label.self, call) {
            written(try viewValue(as: (any InspectedLabel).self, expected: "Label"))
        }
    }
}
