import Foundation

/// A lazy stack finds the rows a scroll view scrolls to: a built row where it was placed, a
/// row not built yet where its line would be, from the lengths measured so far.
extension LazyStackNode: ScrollTargetRows {
    func locateRow(_ id: AnyHashable) -> ScrollTargetLocation? {
        guard let index = rowIndex(forID: id) else { return nil }
        if let row = rows.first(where: { $0.index == index }), let rect = row.node.unitsFrame {
            return ScrollTargetLocation(rect: rect, isExact: true)
        }
        guard let position = lines.position(of: index) else { return nil }
        let start = lengths.offset(of: position.line)
        let length = max(0, lengths.offset(of: position.line + 1) - spacingValue - start)
        let rect =
            axis == .vertical
            ? CGRect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
            : CGRect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height)
        return ScrollTargetLocation(rect: rect, isExact: false)
    }

    var placedRows: [(id: AnyHashable, rect: CGRect)] {
        rows.compactMap { row in
            guard let id = scrollID(ofRow: row.index), let rect = row.node.unitsFrame else { return nil }
            return (id, rect)
        }
    }

    var rowFrames: [CGRect] { rows.compactMap(\.node.unitsFrame) }
}
