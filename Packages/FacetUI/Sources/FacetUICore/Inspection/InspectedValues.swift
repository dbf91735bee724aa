import Foundation

// Read-only accessors for inspection tools (FacetInspector). SwiftUI has none of them;
// they are underscored because only tools read them.

extension Text {
    /// A piece of a text with the styles it sets itself; `nil` attributes come from the
    /// environment. For inspection tools.
    public struct _InspectedRun: Equatable, Sendable {
        /// The run's string.
        public let string: String
        /// The font set with `font(_:)`.
        public let font: Font?
        /// The colour set with `foregroundColor(_:)`/`foregroundStyle(_:)`.
        public let foregroundColor: Color?
        /// The weight set with `fontWeight(_:)`/`bold()`.
        public let weight: Font.Weight?
        /// Whether `italic()` was applied.
        public let isItalic: Bool?
        /// Whether `underline()` was applied.
        public let isUnderlined: Bool
        /// The colour `underline(color:)` gave, or `nil` for the text's colour.
        public let underlineColor: Color?
        /// Whether `strikethrough()` was applied.
        public let isStruckThrough: Bool
        /// The colour `strikethrough(color:)` gave, or `nil` for the text's colour.
        public let strikethroughColor: Color?
        /// Whether `monospaced()` was applied.
        public let isMonospaced: Bool
    }

    /// The runs of the text (one per concatenated text), with their own styles.
    public var _inspectedRuns: [_InspectedRun] {
        runs.map {
            _InspectedRun(
                string: $0.string, font: $0.font, foregroundColor: $0.color, weight: $0.weight,
                isItalic: $0.isItalic, isUnderlined: $0.isUnderlined, underlineColor: $0.underlineColor,
                isStruckThrough: $0.isStruckThrough, strikethroughColor: $0.strikethroughColor,
                isMonospaced: $0.isMonospaced)
        }
    }
}

extension EnvironmentValues {
    /// The foreground colour set by `foregroundStyle(_:)`/`foregroundColor(_:)` above the
    /// view, or `nil`. For inspection tools.
    public var _inspectedForegroundColor: Color? { foregroundColor }
}

extension SecureField {
    /// The field's label, as written. For inspection tools.
    public var _inspectedLabel: Label { labelView }
}

extension Menu {
    /// The menu's items, as written. For inspection tools.
    public var _inspectedContent: Content { content }
}

/// A list node that knows the tags of its rows.
@MainActor
protocol InspectableListNode {
    var inspectedRowTags: [AnyHashable?] { get }
}

extension ListNode: InspectableListNode {
    var inspectedRowTags: [AnyHashable?] { entries.filter { $0.kind == .row }.map(\.tag) }
}

extension ViewNode {
    /// For a `List`'s node: the selection tag of each selectable row (its `.tag(_:)`, or
    /// its `ForEach` id), in order; `nil` for other nodes. For inspection tools.
    public var _listRowTags: [AnyHashable?]? { (self as? any InspectableListNode)?.inspectedRowTags }
}

extension Slider {
    /// The slider's label, as written (the widget draws its text; no node is built for
    /// it). For inspection tools.
    public var _inspectedLabel: Label { labelView }
}

extension Picker {
    /// The picker's label, as written (the widget draws its text; no node is built for
    /// it). For inspection tools.
    public var _inspectedLabel: Label { labelView }
    /// The picker's options, as written (the widget draws their texts; no node is built
    /// for them). For inspection tools.
    public var _inspectedContent: Content { content }
    /// The value the selection binding holds now. For inspection tools.
    public var _inspectedSelection: SelectionValue { selection.wrappedValue }
}

extension Label {
    /// The label's title, as written. For inspection tools.
    public var _inspectedTitle: Title { title }
    /// The label's icon, as written. For inspection tools.
    public var _inspectedIcon: Icon { icon }
}

extension GroupBox {
    /// The group box's label, as written (the widget draws its text as the title; no node
    /// is built for it). For inspection tools.
    public var _inspectedLabel: Label { label }
}

extension Image {
    /// The name of the image's system symbol. For inspection tools.
    public var _inspectedSystemName: String { systemName }
}

extension TextField {
    /// The field's label, as written (the widget draws it as a placeholder; no node is
    /// built for it). For inspection tools.
    public var _inspectedLabel: Label { labelView }
    /// The field's prompt, or `nil` without one. For inspection tools.
    public var _inspectedPrompt: Text? { prompt }
}

extension Slider {
    /// The action the slider runs when editing starts (`true`) and ends (`false`). For
    /// inspection tools.
    public var _inspectedOnEditingChanged: (Bool) -> Void { onEditingChanged }
}

extension Stepper {
    /// The action the stepper runs when editing starts (`true`) and ends (`false`). For
    /// inspection tools.
    public var _inspectedOnEditingChanged: (Bool) -> Void { onEditingChanged }
}

extension NavigationLink {
    /// The page the link pushes when it was made with a destination view, or `nil` for a
    /// link presenting a value. For inspection tools.
    public var _inspectedDestination: Destination? { destination }
}

extension ButtonStyleConfiguration {
    /// A configuration with an empty label, for tools that build a style's body on its own.
    @MainActor
    public static func _inspection(isPressed: Bool, role: ButtonRole? = nil) -> ButtonStyleConfiguration {
        ButtonStyleConfiguration(role: role, label: Label(content: EmptyView()), isPressed: isPressed)
    }
}

extension LabelStyleConfiguration {
    /// A configuration with an empty title and icon, for tools that build a style's body
    /// on its own.
    @MainActor
    public static var _inspection: LabelStyleConfiguration {
        LabelStyleConfiguration(title: Title(content: EmptyView()), icon: Icon(content: EmptyView()))
    }
}

extension Button {
    /// The button's role, or `nil` without one. For inspection tools.
    public var _inspectedRole: ButtonRole? { buttonRole }
}

extension Grid {
    /// The grid's alignment and spacings, as written. For inspection tools.
    public var _inspectedLayout:
        (alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
    {
        (alignment, horizontalSpacing, verticalSpacing)
    }
}

extension GridRow {
    /// The row's vertical alignment, or `nil` for the grid's. For inspection tools.
    public var _inspectedAlignment: VerticalAlignment? { alignment }
}

extension Color {
    /// The colour's name ("red") when it is a named one. For inspection tools.
    public var _inspectedName: String? { name }
}
