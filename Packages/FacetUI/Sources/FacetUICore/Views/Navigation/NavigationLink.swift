import Foundation

/// A view that controls a navigation presentation: activating it pushes a page onto the
/// enclosing ``NavigationStack`` — the page for its value (resolved by
/// `navigationDestination(for:destination:)`) or its destination view.
///
/// A link made with an `isActive` binding, or a `tag` and a `selection` (deprecated forms),
/// shows its page while the binding says so: setting it pushes or pops the page, activating
/// the link sets it, and popping the page (the back button, `dismiss()`) resets it.
///
/// ```swift
/// NavigationLink("Details", value: item.id)
/// NavigationLink { SettingsView() } label: { Text("Settings") }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, ControlView {
    let value: AnyHashable?

    /// The value the link presents, or `nil` for a link with a destination view (for
    /// inspection tools).
    @_spi(Inspection) public var presentedValue: AnyHashable? { value }
    /// The page the link pushes when it was made with a destination view, or `nil` for a
    /// link presenting a value.
    @_spi(Inspection) public let destination: Destination?
    let labelView: Label
    /// Whether the link's page is shown, for a link bound to it (`isActive`, or `tag` and
    /// `selection`); `nil` for a link that pushes its page when activated.
    @_spi(Inspection) public internal(set) var isActive: Binding<Bool>?

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        (self.value, self.destination, self.labelView) = (nil, destination, label())
    }

    /// A link presenting `destination` while `isActive` is `true`.
    init(destination: Destination, isActive: Binding<Bool>, label: Label) {
        (self.value, self.destination, self.labelView, self.isActive) = (nil, destination, label, isActive)
    }

    public typealias Body = Never

    func label(in environment: EnvironmentValues) -> Label { labelView }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        NavigationLinkContent(isEnabled: environment.isEnabled && (value != nil || destination != nil))
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard event == .activate, environment.isEnabled else { return }
        if let isActive {
            isActive.wrappedValue = true
            return
        }
        guard let stack = environment.navigationContext?.stack else { return }
        if let destination {
            stack.push(view: AnyView(destination))
        } else if let value {
            stack.push(value: value)
        }
    }
}

extension NavigationLink: PagePresentingControl {
    func presentedPage() -> AnyView? {
        guard let isActive, isActive.wrappedValue, let destination else { return nil }
        return AnyView(destination)
    }

    func pagePopped() {
        if isActive?.wrappedValue == true { isActive?.wrappedValue = false }
    }

    var presenterName: String { "NavigationLink" }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        (self.value, self.destination, self.labelView) = (value.map { AnyHashable($0) }, nil, label())
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a
    /// text label that the link generates from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a
    /// text label that the link generates from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that
    /// the link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that
    /// the link generates from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that
    /// the link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that
    /// the link generates from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// What a navigation link widget shows: its label (the child widgets) followed by a
/// disclosure chevron " ›". Activating it (Enter, click) sends ``WidgetEvent/activate``,
/// which pushes the link's page.
public struct NavigationLinkContent: WidgetContent, Equatable {
    /// Whether the link can be activated.
    public var isEnabled: Bool

    public var kind: String { "NavigationLink" }
}
