import Foundation

extension View {
    /// Creates a new accessibility element, or makes this view's one, with `children`
    /// deciding what becomes of the elements of its content.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star.fill"); Text("4.5") }
    ///     .accessibilityElement(children: .combine)
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttachment("accessibilityElement") { $0.childBehavior = children }
    }
}
