import Foundation

/// Modifiers that change how a view's subtree is drawn: each puts the view's widgets in a
/// container widget (``ContainerContent``) that keeps the view's layout unchanged.
extension View {
    /// Sets the transparency of this view (0 is invisible, 1 fully opaque; values outside
    /// are kept, as written, and drawn as the nearest of the two).
    ///
    /// ```swift
    /// Text("Disabled").opacity(0.5)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        ContainerView(content: self, container: ContainerContent(opacity: opacity))
    }

    /// Hides this view unconditionally; it still takes its space in layout.
    ///
    /// ```swift
    /// HStack { Text("A"); Text("B").hidden(); Text("C") }
    /// ```
    public func hidden() -> some View {
        ContainerView(content: self, container: ContainerContent(isHidden: true))
    }
}
