import Foundation

/// A container view that arranges other views in a two dimensional layout: each
/// ``GridRow`` is a row of cells; a column is as wide as its widest cell and a row as
/// tall as its tallest. A child that is not a `GridRow` spans all the columns.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Size") }
///     Divider()
///     GridRow { Text("a.txt"); Text("12 KB") }
/// }
/// ```
public struct Grid<Content: View>: View, LayoutContainerView {
    /// The grid's alignment, as written.
    @_spi(Inspection) public let alignment: Alignment
    /// The horizontal spacing, as written (`nil` for the default).
    @_spi(Inspection) public let horizontalSpacing: CGFloat?
    /// The vertical spacing, as written (`nil` for the default).
    @_spi(Inspection) public let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the given spacing (the backend's default where `nil`) and
    /// alignment of cells within their columns and rows.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (
            alignment, horizontalSpacing, verticalSpacing
        )
        self.content = content()
    }

    var containerLayout: GridLayout {
        GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    public typealias Body = Never
}

/// A horizontal row in a ``Grid``: each of its views is one cell.
///
/// ```swift
/// GridRow(alignment: .top) { Text("Notes"); Text("Line one\nLine two") }
/// ```
public struct GridRow<Content: View>: View, PrimitiveView {
    /// The row's vertical alignment, or `nil` for the grid's.
    @_spi(Inspection) public let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GridRowNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// A grid row's node: transparent (its cells are the grid's subviews); the grid finds
/// each cell's row through it.
@MainActor
protocol GridRowMarker: AnyObject {
    var rowAlignment: VerticalAlignment? { get }
}

@MainActor
final class GridRowNode<Content: View>: WrapperNode<GridRow<Content>, Content>, GridRowMarker {
    var rowAlignment: VerticalAlignment? { value.alignment }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        let old = value.alignment
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if old != value.alignment { graph.invalidateLayout(self) }
    }
}

/// The trait of `.gridCellColumns(_:)` (for inspection tools, "gridCellColumns").
@_spi(Inspection)
public enum GridCellColumnsTrait: TraitKey {
    /// A cell spans one column unless it says otherwise.
    public static let defaultValue = 1
}

extension View {
    /// Tells a grid cell to span the specified number of columns.
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text("42") }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        trait(GridCellColumnsTrait.self, max(1, count))
    }
}
