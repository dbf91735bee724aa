import Foundation

/// The layout of a ``Grid``: rows of cells in shared columns, and full-width rows.
struct GridLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// A row: cells (subview index and column span) with the row's alignment, or one view
    /// spanning all columns.
    struct Row {
        var cells: [(index: Int, span: Int)]
        var alignment: VerticalAlignment?
        var isFullWidth: Bool
    }

    /// The rows, found once per set of subviews.
    struct Cache {
        var rows: [Row]
    }

    func makeCache(subviews: Subviews) -> Cache {
        var rows: [Row] = []
        var currentRow: ObjectIdentifier?
        for index in subviews.indices {
            let node = subviews[index].node
            guard let row = Self.row(of: node) else {
                rows.append(Row(cells: [(index, 1)], alignment: nil, isFullWidth: true))
                currentRow = nil
                continue
            }
            let span = node.trait(GridCellColumnsTrait.self)
            if currentRow == ObjectIdentifier(row), !rows.isEmpty {
                rows[rows.count - 1].cells.append((index, span))
            } else {
                rows.append(Row(cells: [(index, span)], alignment: row.rowAlignment, isFullWidth: false))
                currentRow = ObjectIdentifier(row)
            }
        }
        return Cache(rows: rows)
    }

    /// The grid row a unit belongs to: the nearest `GridRow` above it, below the grid.
    private static func row(of node: ViewNode) -> GridRowMarker? {
        var current = node.parent
        while let next = current, !next.isLayoutUnit {
            if let row = next as? GridRowMarker { return row }
            current = next.parent
        }
        return nil
    }

    /// Column widths, row heights and the total size.
    private struct Metrics {
        var columns: [CGFloat] = []
        var rows: [CGFloat] = []
        var hSpacing: CGFloat = 0
        var vSpacing: CGFloat = 0
        /// The width of the grid: its columns, or a wider full-width row.
        var totalWidth: CGFloat = 0
        var width: CGFloat { columns.reduce(0, +) + hSpacing * CGFloat(max(0, columns.count - 1)) }
        func span(from column: Int, count: Int) -> CGFloat {
            let end = min(columns.count, column + count)
            guard column < end else { return 0 }
            return columns[column..<end].reduce(0, +) + hSpacing * CGFloat(end - column - 1)
        }
    }

    private func metrics(_ subviews: Subviews, _ cache: Cache) -> Metrics {
        var metrics = Metrics()
        metrics.hSpacing = horizontalSpacing ?? LayoutDefaults.current.horizontalSpacing
        metrics.vSpacing = verticalSpacing ?? LayoutDefaults.current.verticalSpacing
        let count =
            cache.rows.filter { !$0.isFullWidth }.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
        metrics.columns = Array(repeating: 0, count: count)
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        for row in cache.rows where !row.isFullWidth {
            var column = 0
            for cell in row.cells {
                if cell.span == 1 {
                    metrics.columns[column] = max(metrics.columns[column], ideal[cell.index].width)
                }
                column += cell.span
            }
        }
        // A spanning cell wider than its columns widens the last of them.
        for row in cache.rows where !row.isFullWidth {
            var column = 0
            for cell in row.cells {
                let missing = ideal[cell.index].width - metrics.span(from: column, count: cell.span)
                if cell.span > 1, missing > 0 { metrics.columns[column + cell.span - 1] += missing }
                column += cell.span
            }
        }
        let fullWidth = cache.rows.filter(\.isFullWidth).map { ideal[$0.cells[0].index].width }.max() ?? 0
        let width = max(metrics.width, fullWidth)
        metrics.totalWidth = width
        metrics.rows = cache.rows.map { row in
            if row.isFullWidth {
                return subviews[row.cells[0].index].sizeThatFits(ProposedViewSize(width: width, height: nil))
                    .height
            }
            return row.cells.map { ideal[$0.index].height }.max() ?? 0
        }
        return metrics
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let metrics = metrics(subviews, cache)
        let height = metrics.rows.reduce(0, +) + metrics.vSpacing * CGFloat(max(0, metrics.rows.count - 1))
        return CGSize(width: metrics.totalWidth, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    {
        let metrics = metrics(subviews, cache)
        let width = metrics.totalWidth
        var y = bounds.minY
        for (row, height) in zip(cache.rows, metrics.rows) {
            var column = 0
            for cell in row.cells {
                let x =
                    bounds.minX + metrics.span(from: 0, count: column) + (column > 0 ? metrics.hSpacing : 0)
                let cellWidth = row.isFullWidth ? width : metrics.span(from: column, count: cell.span)
                let frame = CGRect(
                    x: row.isFullWidth ? bounds.minX : x, y: y, width: cellWidth, height: height)
                let cellAlignment = Alignment(
                    horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
                place(
                    LayoutChild(subviews: LayoutSubviews(nodes: [subviews[cell.index].node])), in: frame,
                    proposal: ProposedViewSize(frame.size), alignment: cellAlignment)
                column += cell.span
            }
            y += height + metrics.vSpacing
        }
    }

}
