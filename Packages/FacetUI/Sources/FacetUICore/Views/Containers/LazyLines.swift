import Foundation

/// A run of a lazy container's content without building it: a ``ViewList`` segment, and
/// the part it plays in a section (a lazy container lays a section's header and footer
/// across the whole line, and can pin them).
@MainActor
struct LazyBlock {
    enum Role: Equatable {
        case items
        case header
        case footer
    }

    let segment: ViewList.Segment
    let role: Role
    /// The index of the section the block belongs to, or `nil` outside sections.
    let section: Int?

    /// The blocks of `view`: tuple elements, groups, conditionals and `ForEach` rows are
    /// flattened as ``ViewList`` does, and a ``Section`` (directly, or as the rows of a
    /// `ForEach`) becomes its header, its content's blocks and its footer.
    static func blocks(of view: any View) -> [LazyBlock] {
        var result: [LazyBlock] = []
        var sections = 0
        func visit(_ view: any View, section: Int?) {
            if section == nil, let parts = view as? any LazySectionParts {
                let index = sections
                sections += 1
                if let header = parts.sectionHeader {
                    result.append(LazyBlock(segment: .single(header), role: .header, section: index))
                }
                visit(parts.sectionContent, section: index)
                if let footer = parts.sectionFooter {
                    result.append(LazyBlock(segment: .single(footer), role: .footer, section: index))
                }
            } else if let rows = view as? any LazyRowSource {
                // Rows that are sections are made now, each its own blocks (sections are few).
                if section == nil, rows.rowCount > 0, rows.row(at: 0) is any LazySectionParts {
                    for index in 0..<rows.rowCount { visit(rows.row(at: index), section: nil) }
                } else {
                    result.append(LazyBlock(segment: .rows(rows), role: .items, section: section))
                }
            } else if let flattenable = view as? any FlattenableView {
                flattenable.flattenedChildren.forEach { visit($0, section: section) }
            } else {
                result.append(LazyBlock(segment: .single(view), role: .items, section: section))
            }
        }
        visit(view, section: nil)
        return result
    }
}

/// What a lazy container needs of a ``Section``: its parts, a header or footer that shows
/// nothing (`EmptyView`, an `if` not taken) counting as none.
@MainActor
protocol LazySectionParts {
    var sectionHeader: (any View)? { get }
    var sectionContent: any View { get }
    var sectionFooter: (any View)? { get }
}

extension Section: LazySectionParts {
    var sectionHeader: (any View)? { Self.showsSomething(header) ? header : nil }
    var sectionContent: any View { content }
    var sectionFooter: (any View)? { Self.showsSomething(footer) ? footer : nil }

    private static func showsSomething(_ view: any View) -> Bool {
        !(view is EmptyView) && !ViewList.segments(of: view).isEmpty
    }
}

/// Where a lazy container's items (its rows, counted across every block) fall on lines:
/// items flow `perLine` to a line (one per track), a section's items start a new line, and
/// a section's header and footer each take a whole line. Kept as runs of items, so that
/// finding an item's line or a line's items costs O(log runs), not O(items).
struct LazyLines {
    struct Run {
        var firstItem: Int
        var count: Int
        var firstLine: Int
        /// Whether each item takes a whole line (a header or a footer).
        var spans: Bool
        var role: LazyBlock.Role
        var section: Int?
    }

    private(set) var runs: [Run] = []
    private(set) var lineCount = 0
    let perLine: Int

    /// The lines of `blocks` at `perLine` items a line; with no tracks (`perLine` 0) there
    /// are no lines: a grid without columns shows nothing.
    @MainActor
    init(_ blocks: [LazyBlock], perLine: Int) {
        self.perLine = perLine
        guard perLine > 0 else { return }
        var item = 0
        for block in blocks {
            let spans = block.role != .items
            if !spans, let last = runs.last, !last.spans, last.section == block.section {
                runs[runs.count - 1].count += block.segment.count
            } else {
                runs.append(
                    Run(
                        firstItem: item, count: block.segment.count, firstLine: 0, spans: spans,
                        role: block.role, section: block.section))
            }
            item += block.segment.count
        }
        runs.removeAll { $0.count == 0 }
        var line = 0
        for index in runs.indices {
            runs[index].firstLine = line
            line += lines(of: runs[index])
        }
        lineCount = line
    }

    private func lines(of run: Run) -> Int { run.spans ? run.count : (run.count + perLine - 1) / perLine }

    /// The run holding item `item`.
    private func run(ofItem item: Int) -> Run? {
        last(in: runs) { $0.firstItem <= item }.flatMap { item < $0.firstItem + $0.count ? $0 : nil }
    }

    /// The run holding line `line`.
    private func run(ofLine line: Int) -> Run? {
        last(in: runs) { $0.firstLine <= line }.flatMap { line < $0.firstLine + lines(of: $0) ? $0 : nil }
    }

    /// The last run for which `isBefore` holds (runs are ordered by it), by binary search.
    private func last(in runs: [Run], where isBefore: (Run) -> Bool) -> Run? {
        var low = 0
        var high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(runs[mid]) { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? runs[low - 1] : nil
    }

    /// The line of item `item`, and its place on the line (`nil`: it takes the whole line).
    func position(of item: Int) -> (line: Int, track: Int?)? {
        guard let run = run(ofItem: item) else { return nil }
        let offset = item - run.firstItem
        if run.spans { return (run.firstLine + offset, nil) }
        return (run.firstLine + offset / perLine, offset % perLine)
    }

    /// The items on lines `lines`, or `nil` when there are none.
    func items(on lines: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard let first = run(ofLine: lines.lowerBound), let last = run(ofLine: lines.upperBound) else {
            return nil
        }
        let start = first.firstItem + (lines.lowerBound - first.firstLine) * (first.spans ? 1 : perLine)
        let end = min(
            last.firstItem + last.count,
            last.firstItem + (lines.upperBound - last.firstLine + 1) * (last.spans ? 1 : perLine))
        return start < end ? start...(end - 1) : nil
    }

    /// The section line `line` belongs to, with its header's and footer's items and its
    /// lines.
    func section(atLine line: Int) -> (header: Int?, footer: Int?, lines: ClosedRange<Int>)? {
        guard let section = run(ofLine: line)?.section else { return nil }
        let members = runs.filter { $0.section == section }
        guard let first = members.first, let last = members.last else { return nil }
        return (
            members.first { $0.role == .header }?.firstItem, members.first { $0.role == .footer }?.firstItem,
            first.firstLine...(last.firstLine + lines(of: last) - 1)
        )
    }
}
