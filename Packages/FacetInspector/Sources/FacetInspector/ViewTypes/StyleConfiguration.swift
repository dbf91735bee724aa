import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// The placeholders a custom style's body shows the styled view's parts through
    /// (`configuration.label`, `configuration.title`, `configuration.currentValueLabel`…).
    public enum StyleConfiguration {
        /// The label placeholder of a button, toggle or progress view style
        /// (`ButtonStyleConfiguration.Label`, `PrimitiveButtonStyleConfiguration.Label`,
        /// `ToggleStyleConfiguration.Label`, `ProgressViewStyleConfiguration.Label`).
        public struct Label: KnownViewType {
            /// The placeholder types, as ViewInspector names them in errors.
            public static var typePrefix: String {
                """
                PrimitiveButtonStyleConfiguration.Label or ButtonStyleConfiguration.Label or \
                ToggleStyleConfiguration.Label or ProgressViewStyleConfiguration.Label
                """
            }
            /// "styleConfigurationLabel".
            public static var _callName: String { "styleConfigurationLabel" }
            /// Whether `node` holds a style's label placeholder.
            public static func _matches(_ node: ViewNode) -> Bool {
                node.view is PrimitiveButtonStyleConfiguration.Label
                    || node.view is ButtonStyleConfiguration.Label
                    || node.view is ToggleStyleConfiguration.Label
                    || node.view is ProgressViewStyleConfiguration.Label
            }
        }

        /// `ProgressViewStyleConfiguration.CurrentValueLabel`: a progress view's current
        /// value label.
        public struct CurrentValueLabel: KnownViewType {
            /// "ProgressViewStyleConfiguration.CurrentValueLabel".
            public static var typePrefix: String { "ProgressViewStyleConfiguration.CurrentValueLabel" }
            /// "styleConfigurationCurrentValueLabel".
            public static var _callName: String { "styleConfigurationCurrentValueLabel" }
            /// Whether `node` holds a progress view style's current value label placeholder.
            public static func _matches(_ node: ViewNode) -> Bool {
                node.view is ProgressViewStyleConfiguration.CurrentValueLabel
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
    /// The only enclosed style label placeholder (or this view, when it is one).
    public func styleConfigurationLabel() throws -> InspectableView<ViewType.StyleConfiguration.Label> {
        try child(ViewType.StyleConfiguration.Label.self, call: "styleConfigurationLabel", index: nil)
    }

    /// The enclosed style label placeholder at `index`.
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

    /// The only enclosed progress view style current value label placeholder (or this view,
    /// when it is one).
    public func styleConfigurationCurrentValueLabel() throws -> InspectableView<
        ViewType.StyleConfiguration.CurrentValueLabel
    > {
        try child(
            ViewType.StyleConfiguration.CurrentValueLabel.self, call: "styleConfigurationCurrentValueLabel",
            index: nil)
    }

    /// The enclosed progress view style current value label placeholder at `index`.
    public func styleConfigurationCurrentValueLabel(_ index: Int) throws -> InspectableView<
        ViewType.StyleConfiguration.CurrentValueLabel
    > {
        try child(
            ViewType.StyleConfiguration.CurrentValueLabel.self, call: "styleConfigurationCurrentValueLabel",
            index: index)
    }
}

/// The placeholders through which a style's body shows the parts of a styled view, as
/// written (`configuration.label`, a label's title, a gauge's value labels).
protocol StyleConfigurationPlaceholder {}
extension ButtonStyleConfiguration.Label: StyleConfigurationPlaceholder {}
extension PrimitiveButtonStyleConfiguration.Label: StyleConfigurationPlaceholder {}
extension ToggleStyleConfiguration.Label: StyleConfigurationPlaceholder {}
extension ProgressViewStyleConfiguration.Label: StyleConfigurationPlaceholder {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleConfigurationPlaceholder {}
extension LabelStyleConfiguration.Title: StyleConfigurationPlaceholder {}
extension LabelStyleConfiguration.Icon: StyleConfigurationPlaceholder {}
extension GaugeStyleConfiguration.Label: StyleConfigurationPlaceholder {}
extension GaugeStyleConfiguration.CurrentValueLabel: StyleConfigurationPlaceholder {}
extension GaugeStyleConfiguration.MinimumValueLabel: StyleConfigurationPlaceholder {}
extension GaugeStyleConfiguration.MaximumValueLabel: StyleConfigurationPlaceholder {}
extension GaugeStyleConfiguration.MarkedValueLabel: StyleConfigurationPlaceholder {}
