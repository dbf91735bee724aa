import Foundation

/// A view that arranges its subviews in a horizontal line.
///
/// ```swift
/// HStack(alignment: .top, spacing: 2) {
///     Text("Name")
///     Spacer()
///     Text("Value")
/// }
/// ```
public struct HStack<Content: View>: View, LayoutContainerView {
    /// The guide for aligning the subviews vertically.
    public let alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    var containerLayout: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }
    public typealias Body = Never
}

/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title").bold()
///     Text("Subtitle")
/// }
/// ```
public struct VStack<Content: View>: View, LayoutContainerView {
    /// The guide for aligning the subviews horizontally.
    public let alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default.
    public let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }

    var containerLayout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }
    public typealias Body = Never
}

/// A view that overlays its subviews, aligning them in both axes.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Color.blue
///     Text("3").padding(1)
/// }
/// ```
public struct ZStack<Content: View>: View, LayoutContainerView {
    /// The alignment of the subviews.
    public let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }

    var containerLayout: ZStackLayout { ZStackLayout(alignment: alignment) }
    public typealias Body = Never
}
