/// A type that collects multiple views into one, without affecting layout: its children
/// take part in their container's layout one by one, and modifiers applied to the group
/// reach each child through the environment.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// .font(.headline)
/// ```
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
}
