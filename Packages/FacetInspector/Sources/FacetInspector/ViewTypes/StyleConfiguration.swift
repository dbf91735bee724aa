import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// The placeholders a custom style's body shows the styled view's parts through
    /// (`configuration.label`, `configuration.title`, `configuration.icon`).
    public enum StyleConfiguration {
        /// `ButtonStyleConfiguration.Label`: the button's label.
        public struct Label: KnownViewType {
            /// "ButtonStyleConfiguration.Label".
            public static var typePrefix: String { "ButtonStyleConfiguration.Label" }
            /// "styleConfigurationLabel".
            public static var _callName: String { "styleConfigurationLabel" }
            /// Whether `node` holds a button style's label.
            public static func _matches(_ node: ViewNode) -> Bool {
                node.view is ButtonStyleConfiguration.Label
            }
        }

        /// `LabelStyleConfiguration.Title`: the label's title.
        public struct Title: KnownViewType {
            /// "LabelStyleConfiguration.Title".
            public static var typePrefix: String { "LabelStyleConfiguration.Title" }
            /// "styleConfigurationTitle".
            public static var _callName: String { "styleConfigurationTitle" }
            /// Whether `node` holds a label style's title.
            public static func _matches(_ node: ViewNode) -> Bool {
                node.view is LabelStyleConfiguration.Title
            }
        }

        /// `LabelStyleConfiguration.Icon`: the label's icon.
        public struct Icon: KnownViewType {
            /// "LabelStyleConfiguration.Icon".
            public static var typePrefix: String { "LabelStyleConfiguration.Icon" }
            /// "styleConfigurationIcon".
            public static var _callName: String { "styleConfigurationIcon" }
            /// Whether `node` holds a label style's icon.
            public static func _matches(_ node: ViewNode) -> Bool {
                node.view is LabelStyleConfiguration.Icon
            }
        }
    }
}

extension InspectableView {
    /// The only enclosed button style label placeholder (or this view, when it is one).
    public func styleConfigurationLabel() throws -> InspectableView<ViewType.StyleConfiguration.Label> {
        try child(ViewType.StyleConfiguration.Label.self, call: "styleConfigurationLabel", index: nil)
    }

    /// The enclosed button style label placeholder at `index`.
    public func styleConfigurationLabel(_ index: Int) throws -> InspectableView<
        ViewType.StyleConfiguration.Label
    > {
        try child(ViewType.StyleConfiguration.Label.self, call: "styleConfigurationLabel", index: index)
    }

    /// The only enclosed label style title placeholder (or this view, when it is one).
    public func styleConfigurationTitle() throws -> InspectableView<ViewType.StyleConfiguration.Title> {
        try child(ViewType.StyleConfiguration.Title.self, call: "styleConfigurationTitle", index: nil)
    }

    /// The enclosed label style title placeholder at `index`.
    public func styleConfigurationTitle(_ index: Int) throws -> InspectableView<
        ViewType.StyleConfiguration.Title
    > {
        try child(ViewType.StyleConfiguration.Title.self, call: "styleConfigurationTitle", index: index)
    }

    /// The only enclosed label style icon placeholder (or this view, when it is one).
    public func styleConfigurationIcon() throws -> InspectableView<ViewType.StyleConfiguration.Icon> {
        try child(ViewType.StyleConfiguration.Icon.self, call: "styleConfigurationIcon", index: nil)
    }

    /// The enclosed label style icon placeholder at `index`.
    public func styleConfigurationIcon(_ index: Int) throws -> InspectableView<
        ViewType.StyleConfiguration.Icon
    > {
        try child(ViewType.StyleConfiguration.Icon.self, call: "styleConfigurationIcon", index: index)
    }
}

extension ButtonStyle {
    /// The style's body for a button that is pressed or not, hosted on its own, with an
    /// empty label (reached with `styleConfigurationLabel()`), as in ViewInspector.
    ///
    /// ```swift
    /// #expect(try Pill().inspect(isPressed: true).styleConfigurationLabel().opacity() == 0.5)
    /// ```
    @preconcurrency @MainActor
    public func inspect(isPressed: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: .inspection(isPressed: isPressed)).inspect()
    }
}

extension LabelStyle {
    /// The style's body hosted on its own, with an empty title and icon (reached with
    /// `styleConfigurationTitle()` and `styleConfigurationIcon()`), as in ViewInspector.
    @preconcurrency @MainActor
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try makeBody(configuration: .inspection).inspect()
    }
}
