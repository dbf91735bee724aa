import Foundation

/// A layout used as a view: its content's views are its subviews.
struct LayoutView<L: Layout, Content: View>: View, LayoutContainerView {
    let containerLayout: L
    let content: Content
    typealias Body = Never
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout
    /// algorithms of the custom layout container.
    ///
    /// ```swift
    /// HStackLayout(spacing: 2) { Text("A"); Text("B") }
    /// AnyLayout(VStackLayout()) { Text("Top"); Text("Bottom") }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(containerLayout: self, content: content())
    }
}
