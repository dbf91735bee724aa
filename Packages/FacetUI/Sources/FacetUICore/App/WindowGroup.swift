/// A scene that presents a group of identically structured windows; in a terminal, the
/// whole screen.
///
/// ```swift
/// WindowGroup("Tasks") { TaskList() }
/// ```
public struct WindowGroup<Content: View>: Scene, WindowScene {
    let title: String?
    let content: Content

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        (title, self.content) = (nil, content())
    }

    /// Creates a window group with a title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        (self.title, self.content) = (Text(title).string, content())
    }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        (self.title, self.content) = (String(title), content())
    }

    var rootView: AnyView { AnyView(content) }
    public typealias Body = Never
}
