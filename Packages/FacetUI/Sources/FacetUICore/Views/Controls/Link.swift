import Foundation

/// A control for navigating to a URL: activating it calls the environment's
/// ``EnvironmentValues/openURL`` action with its destination.
///
/// ```swift
/// Link("Facet on GitHub", destination: URL(string: "https://github.com/example/facet")!)
/// ```
public struct Link<Label: View>: View, ControlView {
    let destination: URL
    let labelView: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given
    /// URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        (self.destination, self.labelView) = (destination, label())
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    func label(in environment: EnvironmentValues) -> Label { labelView }

    /// A link's label is drawn in the tint (the accent colour without one), unless a
    /// foreground style is set.
    func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.foregroundColor = environment.foregroundColor ?? environment.tint ?? .accentColor
        return environment
    }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        var content = LinkContent(destination: destination, isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {
        guard event == .activate, environment.isEnabled else { return }
        environment.openURL(destination)
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a
    /// URL.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: MenuItemView {
    func menuAction(in environment: EnvironmentValues) -> (() -> Void)? {
        let destination = destination
        return { environment.openURL(destination) }
    }
}

/// A link (`Link`); its label is drawn by the child widgets, underlined in the accent
/// colour, without chrome. It sends `.activate` (click, Enter) and `.focus(_:)`.
public struct LinkContent: WidgetContent, Equatable {
    /// Where the link goes.
    public var destination: URL
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color? = nil

    /// Creates the content.
    public init(destination: URL, isEnabled: Bool) {
        (self.destination, self.isEnabled) = (destination, isEnabled)
    }

    /// The kind of widget.
    public var kind: String { "Link" }
}
