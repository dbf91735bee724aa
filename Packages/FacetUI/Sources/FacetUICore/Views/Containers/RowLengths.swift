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
    /// The measured indices, increasing, and their lengths.
    private var measured: [Int] = []
    private var values: [CGFloat] = []
    /// `prefix[k]` is the sum of the first `k` measured lengths.
    private var prefix: [CGFloat] = [0]

    /// Whether any row was measured (before that, positions are not known).
    var hasMeasurements: Bool { !measured.isEmpty }

    /// The length assumed for a row not measured yet.
    var estimate: CGFloat { measured.isEmpty ? 0 : prefix[measured.count] / CGFloat(measured.count) }

    /// Sets the number of rows; measurements of rows past the end are forgotten.
    mutating func setCount(_ newCount: Int) {
        count = newCount
        guard let last = measured.last, last >= newCount else { return }
        let cut = position(of: newCount)
        measured.removeSubrange(cut...)
        values.removeSubrange(cut...)
        prefix.removeSubrange((cut + 1)...)
    }

    /// Records the length of row `index`.
    mutating func record(_ length: CGFloat, at index: Int) {
        guard index >= 0, index < count else { return }
        let at = position(of: index)
        if at < measured.count, measured[at] == index {
            guard values[at] != length else { return }
            values[at] = length
        } else {
            measured.insert(index, at: at)
            values.insert(length, at: at)
            prefix.insert(0, at: at + 1)
        }
        for k in at..<values.count { prefix[k + 1] = prefix[k] + values[k] }
    }

    /// The position in `measured` of the first index not below `index`.
    private func position(of index: Int) -> Int {
        var low = 0
        var high = measured.count
        while low < high {
            let mid = (low + high) / 2
            if measured[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Where row `index` starts when `k` measured rows are before it.
    private func offset(of index: Int, measuredBefore k: Int, estimate: CGFloat) -> CGFloat {
        CGFloat(index) * (estimate + spacing) + prefix[k] - CGFloat(k) * estimate
    }

    /// Where row `index` starts (row `count` starts after the last row and its spacing).
    func offset(of index: Int) -> CGFloat {
        offset(of: index, measuredBefore: position(of: index), estimate: estimate)
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
        // The last measured row starting at or before `position`.
        var low = 0
        var high = measured.count
        while low < high {
            let mid = (low + high) / 2
            if offset(of: measured[mid], measuredBefore: mid, estimate: estimate) <= position {
                low = mid + 1
            } else {
                high = mid
            }
        }
        let limit = low < measured.count ? measured[low] - 1 : count - 1
        guard low > 0 else { return max(0, min(limit, Int(max(0, position) / step))) }
        let k = low - 1
        let start = offset(of: measured[k], measuredBefore: k, estimate: estimate)
        let end = start + values[k] + spacing
        if position < end { return measured[k] }
        return min(limit, measured[k] + 1 + max(0, Int((position - end) / step)))
    }

    /// The rows that meet the region from `low` to `high`, or `nil` when there are none.
    func rows(from low: CGFloat, to high: CGFloat) -> ClosedRange<Int>? {
        guard count > 0, high >= low, high > 0, low < total else { return nil }
        let first = index(at: max(0, low))
        var last = max(first, index(at: high))
        // A row starting at `high` does not meet the region.
        if last > first, offset(of: last) >= high { last -= 1 }
        return first...last
    }
}
