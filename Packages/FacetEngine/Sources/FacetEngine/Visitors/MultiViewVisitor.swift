import FacetUI

/// Receives each subview of a view, with its concrete type: the elements of tuples, the
/// rows of `ForEach`, the contents of groups and taken branches, read from the view's
/// value through FacetUI's public subviews (``FacetUI/SubviewsCollection/init(subviewsOf:)``),
/// not by reflection.
///
/// ```swift
/// struct TextCounter: MultiViewVisitor {
///     var count = 0
///     mutating func visit<Content: View>(content: Content, context: Context, stop: inout Bool) {
///         if content is Text { count += 1 }
///     }
/// }
/// var counter = TextCounter()
/// content.visit(visitor: &counter)
/// ```
@MainActor @preconcurrency
public protocol MultiViewVisitor {
    /// Where a subview is.
    typealias Context = MultiViewVisitorContext
    /// Visits one subview; set `stop` to skip the rest.
    mutating func visit<Content: View>(content: Content, context: Context, stop: inout Bool)
}

/// Where a visited subview is: its identity, its index and the values it gives its
/// container.
public struct MultiViewVisitorContext: Identifiable {
    /// Identifies the subview in its view.
    public let id: Subview.ID
    /// The position of the subview.
    public let index: Int
    /// The id the subview was given by a `ForEach` or `.id(_:)`, if any.
    public let explicitID: AnyHashable?
    /// The values the subview gives its container (tag, container values).
    public let containerValues: ContainerValues
}

extension View {
    /// Calls `visitor` with each subview of this view, in order, until it stops.
    public func visit<Visitor: MultiViewVisitor>(visitor: inout Visitor) {
        var stop = false
        for (index, subview) in SubviewsCollection(subviewsOf: self).enumerated() {
            let context = MultiViewVisitorContext(
                id: subview.id, index: index, explicitID: subview.explicitID,
                containerValues: subview.containerValues)
            func open<Content: View>(_ content: Content) {
                visitor.visit(content: content, context: context, stop: &stop)
            }
            open(subview.content)
            if stop { return }
        }
    }

    /// Whether this view has no subviews (`EmptyView`, a `nil` optional, an empty
    /// `ForEach`, a condition without its branch).
    public var isEmptyView: Bool {
        var visitor = MultiViewIsEmptyVisitor()
        visit(visitor: &visitor)
        return visitor.isEmpty
    }
}

/// A visitor that finds out whether a view has any subview.
public struct MultiViewIsEmptyVisitor: MultiViewVisitor {
    /// Whether no subview was visited.
    public private(set) var isEmpty = true

    /// Creates the visitor.
    public init() {}

    public mutating func visit<Content: View>(content: Content, context: Context, stop: inout Bool) {
        isEmpty = false
        stop = true
    }
}
