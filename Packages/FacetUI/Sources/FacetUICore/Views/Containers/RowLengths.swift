import Foundation

/// The lengths of a run of rows along a lazy container's axis when only some rows were ever
/// measured: a row not measured counts at the ``estimate``, the mean of the measured ones.
/// Positions and the rows in a region are found from the measured rows alone, so a query
/// costs as much as the number of rows measured, not the number of rows.
///
/// Lazy stacks and lists keep one for their rows; a row's measured length is kept when the
/// row is dropped, so that scrolling back finds it where it was.
struct RowLengths {
    /// How many rows there are.
    private(set) var count = 0
    /// The space between two rows.
    var spacing: CGFloat = 0
    private var lengths: [Int: CGFloat] = [:]
    /// The measured indices, increasing.
    private var measured: [Int] = []
    private var measuredTotal: CGFloat = 0

    /// Whether any row was measured (before that, positions are not known).
    var hasMeasurements: Bool { !measured.isEmpty }

    /// The length assumed for a row not measured yet.
    var estimate: CGFloat { measured.isEmpty ? 0 : measuredTotal / CGFloat(measured.count) }

    /// Sets the number of rows; measurements of rows past the end are forgotten.
    mutating func setCount(_ newCount: Int) {
        count = newCount
        guard let last = measured.last, last >= newCount else { return }
        let cut = measured.firstIndex { $0 >= newCount } ?? measured.count
        for index in measured[cut...] { measuredTotal -= lengths.removeValue(forKey: index) ?? 0 }
        measured.removeSubrange(cut...)
    }

    /// Forgets every measurement.
    mutating func removeMeasurements() {
        lengths.removeAll()
        measured.removeAll()
        measuredTotal = 0
    }

    /// Records the length of row `index`.
    mutating func record(_ length: CGFloat, at index: Int) {
        guard index >= 0, index < count else { return }
        if let old = lengths.updateValue(length, forKey: index) {
            measuredTotal += length - old
        } else {
            measuredTotal += length
            measured.insert(index, at: insertionPoint(of: index))
        }
    }

    /// The measured length of row `index`, if it was measured.
    func measuredLength(at index: Int) -> CGFloat? { lengths[index] }

    /// The length of row `index`, measured or estimated.
    func length(at index: Int) -> CGFloat { lengths[index] ?? estimate }

    /// The position of the first measured index not below `index`.
    private func insertionPoint(of index: Int) -> Int {
        var low = 0
        var high = measured.count
        while low < high {
            let mid = (low + high) / 2
            if measured[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Where row `index` starts (row `count` starts after the last row and its spacing).
    func offset(of index: Int) -> CGFloat {
        let estimate = estimate
        var offset = CGFloat(index) * (estimate + spacing)
        for measuredIndex in measured {
            guard measuredIndex < index else { break }
            offset += lengths[measuredIndex, default: estimate] - estimate
        }
        return offset
    }

    /// The length of every row and the spacing between them.
    var total: CGFloat { count == 0 ? 0 : offset(of: count) - spacing }

    /// The row at `position` (a position in the spacing after a row counts as that row);
    /// the first or last row for positions before or after them.
    func index(at position: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        let estimate = estimate
        // Rows never measured are taken at least one unit long, so that an estimate of zero
        // (empty rows) cannot make every row fit in a region.
        let step = max(estimate + spacing, 1)
        var start: CGFloat = 0
        var next = 0
        for measuredIndex in measured {
            let gapEnd = start + CGFloat(measuredIndex - next) * step
            if position < gapEnd { return next + max(0, Int((position - start) / step)) }
            let end = gapEnd + lengths[measuredIndex, default: estimate] + spacing
            if position < end { return measuredIndex }
            (start, next) = (end, measuredIndex + 1)
        }
        return min(count - 1, next + max(0, Int((position - start) / step)))
    }

    /// The rows that meet the region from `low` to `high`, or `nil` when there are none.
    func rows(from low: CGFloat, to high: CGFloat) -> ClosedRange<Int>? {
        guard count > 0, high >= low, high > 0, low < total else { return nil }
        let first = index(at: max(0, low))
        var last = index(at: high)
        // A row starting at `high` does not meet the region.
        if last > first, offset(of: last) >= high { last -= 1 }
        return first...last
    }
}
