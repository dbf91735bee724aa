/// A view that contains no content.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
