import FacetUI

/// A view that makes its content one view: one subview for a ``VariadicViewAdapter`` (or
/// FacetUI's `Group(subviews:)`), where a tuple, a group or a `ForEach` would be one per
/// element, and one slot in its container's layout, its views stacked vertically as
/// FacetUI stacks several views given one place (a window's root).
///
/// ```swift
/// VariadicViewAdapter {
///     UnaryViewAdaptor { Text("Title"); Text("Subtitle") }   // one subview
///     Text("Detail")
/// } content: { source in
///     HStack { source }
/// }
/// ```
public struct UnaryViewAdaptor<Content: View>: View {
    var content: Content

    /// Creates the adaptor around `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { VStack { content } }
}
