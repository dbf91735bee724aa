import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// The disclosure control is a header showing a chevron ("▸" collapsed, "▾" expanded)
/// before the label; activating it toggles the expansion. While expanded, the content is
/// built and stacked below the header, indented; while collapsed it does not exist (its
/// views, state and widgets are created again when it is next expanded). Without an
/// `isExpanded` binding, the group starts collapsed and keeps its expansion itself.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Verbose logging", isOn: $verbose)
///     Stepper("Retries: \(retries)", value: $retries)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedState = false

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        (self.label, self.content, self.isExpandedBinding) = (label(), content, nil)
    }

    /// Creates a disclosure group with the given label and content views, and a binding to
    /// the expansion state (expanded or collapsed).
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        (self.label, self.content, self.isExpandedBinding) = (label(), content, isExpanded)
    }

    /// The header, and the indented content below it while expanded.
    public var body: some View {
        let isExpanded = isExpandedBinding ?? $isExpandedState
        VStack(alignment: .leading) {
            DisclosureHeader(isExpanded: isExpanded, labelView: label)
            if isExpanded.wrappedValue {
                VStack(alignment: .leading) { content() }
                    .padding(.leading, 2)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label, and a binding to the expansion state (expanded or collapsed).
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the
    /// label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the
    /// label, and a binding to the expansion state (expanded or collapsed).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// The disclosure control of a ``DisclosureGroup``: its label inside a widget that draws
/// the chevron and toggles the expansion when activated.
struct DisclosureHeader<Label: View>: View, ControlView {
    let isExpanded: Binding<Bool>
    let labelView: Label

    typealias Body = Never

    func label(in environment: EnvironmentValues) -> Label { labelView }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        DisclosureContent(isExpanded: isExpanded.wrappedValue, isEnabled: environment.isEnabled)
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard event == .activate, environment.isEnabled else { return }
        isExpanded.wrappedValue.toggle()
    }
}

/// What the disclosure control of a disclosure group shows: a chevron before the label
/// (drawn by the child widgets), pointing down when ``isExpanded``. Activating it sends
/// ``WidgetEvent/activate``, which toggles the expansion.
public struct DisclosureContent: WidgetContent, Equatable {
    /// Whether the group's content is shown.
    public var isExpanded: Bool
    /// Whether the control responds to the user.
    public var isEnabled: Bool

    /// Creates disclosure control content.
    public init(isExpanded: Bool, isEnabled: Bool) {
        (self.isExpanded, self.isEnabled) = (isExpanded, isEnabled)
    }

    /// "DisclosureGroup".
    public var kind: String { "DisclosureGroup" }
}
