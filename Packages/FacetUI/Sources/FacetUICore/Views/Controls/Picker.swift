import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// The options are the content's subviews, each identified by its `.tag(_:)` — `ForEach`
/// rows without a tag are identified by their ids — and titled by its first `Text`.
/// Choosing an option writes its tag to `selection`; an option whose tag is not a
/// `SelectionValue` cannot be chosen.
///
/// ```swift
/// enum Flavor: String, CaseIterable, Identifiable { case vanilla, chocolate; var id: Self { self } }
/// @State private var flavor = Flavor.vanilla
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, ControlView {
    /// The binding to the selected value.
    @_spi(Inspection) public let selection: Binding<SelectionValue>
    /// The picker's label, as written (the widget draws its text; no node is built for it).
    @_spi(Inspection) public let labelView: Label
    /// The picker's options, as written (the widget draws their texts; no node is built for them).
    @_spi(Inspection) public let content: Content

    /// Creates a picker that displays a custom label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label(), content: content)
    }

    /// Creates a picker with a label value.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        (self.selection, self.labelView, self.content) = (selection, label, content())
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> EmptyView { EmptyView() }

    /// The options: each subview's title and tag.
    private func options(in environment: EnvironmentValues) -> [(title: String, tag: AnyHashable?)] {
        ViewContentReader.elements(of: content, in: environment).map {
            (ViewContentReader.firstText(in: $0.view, environment: environment)?.string ?? "", $0.tag)
        }
    }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        let options = options(in: environment)
        let current = selection.wrappedValue
        var content = PickerContent(
            title: environment.hidesLabels
                ? "" : ViewContentReader.firstText(in: labelView, environment: environment)?.string ?? "",
            options: options.map(\.title),
            selectedIndex: options.firstIndex { ($0.tag?.base as? SelectionValue) == current },
            style: environment.pickerStyle.appearance, isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard environment.isEnabled, case .select(let index) = event else { return }
        let options = options(in: environment)
        guard options.indices.contains(index), let tag = options[index].tag?.base as? SelectionValue else {
            return
        }
        if selection.wrappedValue != tag { selection.wrappedValue = tag }
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, label: Text(titleKey), content: content)
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, label: Text(title), content: content)
    }
}

extension Picker where Label == FacetUICore.Label<Text, Image> {
    /// Creates a picker whose label is a system image and a title generated from a
    /// localized string key. The picker widget draws the label's title.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            selection: selection, label: FacetUICore.Label(titleKey, systemImage: systemImage),
            content: content)
    }

    /// Creates a picker whose label is a system image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            selection: selection, label: FacetUICore.Label(title, systemImage: systemImage), content: content)
    }

    /// Creates a picker whose label is an image resource and a title generated from a
    /// localized string key.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, label: FacetUICore.Label(titleKey, image: image), content: content)
    }

    /// Creates a picker whose label is an image resource and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, label: FacetUICore.Label(title, image: image), content: content)
    }
}

/// A choice among options (`Picker`).
///
/// `menu` (and `automatic`): the title, then the selected option's title and "▾" on one
/// line; activating it pops up the list of options. `segmented`: every option as " title "
/// in a row, separated by "│", the selected one highlighted. `inline`: one option per
/// line as "(•) title" / "( ) title". It sends `.select(index)` when an option is chosen,
/// and `.focus(_:)`.
public struct PickerContent: WidgetContent, Equatable {
    /// The look.
    public enum Style: String, Equatable, Sendable {
        case automatic, menu, segmented, inline
    }
    /// The label's text.
    public var title: String
    /// The options' titles, in order.
    public var options: [String]
    /// The index of the option whose tag equals the selection, if any.
    public var selectedIndex: Int?
    /// The look.
    public var style: Style
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color? = nil

    /// Creates the content.
    public init(title: String, options: [String], selectedIndex: Int?, style: Style, isEnabled: Bool) {
        (self.title, self.options, self.selectedIndex, self.style, self.isEnabled) =
            (title, options, selectedIndex, style, isEnabled)
    }

    /// The kind of widget.
    public var kind: String { "Picker" }
}

@_spi(Inspection)
extension Picker {
    /// The index of the option tagged `value` among the picker's options, or `nil` when no
    /// option has that tag (for inspection tools, which select an option as a user would).
    public func optionIndex(forTag value: SelectionValue, in environment: EnvironmentValues) -> Int? {
        ViewContentReader.elements(of: content, in: environment).firstIndex {
            ($0.tag?.base as? SelectionValue) == value
        }
    }
}
