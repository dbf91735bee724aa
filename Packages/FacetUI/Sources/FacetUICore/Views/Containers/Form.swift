/// A container for grouping controls used for data entry, such as in settings or
/// inspectors: a list with the grouped look (sections separated by a blank line) and no
/// selection.
///
/// ```swift
/// Form {
///     Section("Account") {
///         Toggle("Notifications", isOn: $notifications)
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        List { content.input(ContainerStyleContextKey.self, .form) }.listStyle(.grouped)
    }
}
