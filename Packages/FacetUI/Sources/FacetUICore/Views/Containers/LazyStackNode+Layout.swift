import Foundation

/// Layout of a lazy stack or grid: measuring the realised rows on their lines, choosing the
/// lines near the visible region, placing each row in its cell, and pinning section headers
/// and footers.
extension LazyStackNode {
    var spacingValue: CGFloat { value.spacing ?? LayoutDefaults.current.spacing(along: axis) }

    /// The track a row at `position` is placed in: its own, or for a header or footer one
    /// across every track.
    func track(at position: (line: Int, track: Int?)) -> LazyTrack {
        if let index = position.track { return tracks[index] }
        guard let last = tracks.last, let length = last.length else {
            return LazyTrack(start: 0, length: nil)
        }
        return LazyTrack(start: 0, length: last.start + length)
    }

    func proposal(in track: LazyTrack, cross: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(main: nil, cross: track.length ?? cross, axis: axis)
    }

    /// The realised rows' sizes by index, and their lines' lengths by line.
    struct Measures {
        var sizes: [Int: CGSize] = [:]
        var lines: [Int: CGFloat] = [:]
    }

    /// Measures the realised rows in their tracks, recording their lines' lengths.
    func measure(cross: CGFloat?) -> Measures {
        lengths.spacing = spacingValue
        var measures = Measures()
        for row in rows {
            guard let position = lines.position(of: row.index) else { continue }
            let size = child(row.node).sizeThatFits(proposal(in: track(at: position), cross: cross))
            measures.sizes[row.index] = size
            measures.lines[position.line] = max(measures.lines[position.line] ?? 0, size.value(along: axis))
        }
        for (line, length) in measures.lines { lengths.record(length, at: line) }
        return measures
    }

    /// The container's length across the axis: to the end of the last track, or for a
    /// stack the longest row.
    func crossLength(_ measures: Measures) -> CGFloat {
        let longest = measures.sizes.values.map { $0.value(along: axis.crossAxis) }.max() ?? 0
        guard let last = tracks.last else { return 0 }
        return last.start + (last.length ?? longest)
    }

    /// Whether every row is laid out by the stack layout (a stack outside a scroll view).
    var usesEagerLayout: Bool { !isLazy && value.eagerLayout != nil }

    func lazySize(_ proposal: ProposedViewSize) -> CGSize {
        if usesEagerLayout, let eager = value.eagerLayout { return eager.sizeThatFits(proposal, allUnits) }
        let cross = proposal.value(along: axis.crossAxis)
        resolveTracks(cross: cross)
        if isLazy, rows.isEmpty, lines.lineCount > 0, let first = lines.items(on: 0...0) {
            realise(only: Set(first))
        }
        return CGSize(main: lengths.total, cross: crossLength(measure(cross: cross)), axis: axis)
    }

    /// A section header or footer pinned to the visible region: the row, and where it goes
    /// along the axis (from the container's start) instead of its own line.
    struct Pin {
        let row: Int
        let offset: CGFloat
    }

    /// The rows to realise for the visible region from `low` to `high` (container
    /// coordinates): the lines within ``margin`` of it, and the header and footer of the
    /// sections at its ends when they are pinned.
    private func wantedRows(low: CGFloat, high: CGFloat) -> Set<Int> {
        var wanted = Set<Int>()
        if let range = lengths.rows(from: low - Self.margin, to: high + Self.margin),
            let items = lines.items(on: range)
        {
            wanted.formUnion(items)
        }
        guard let visible = lengths.rows(from: low, to: high) else { return wanted }
        if value.pinnedViews.contains(.sectionHeaders),
            let header = lines.section(atLine: visible.lowerBound)?.header
        {
            wanted.insert(header)
        }
        if value.pinnedViews.contains(.sectionFooters),
            let footer = lines.section(atLine: visible.upperBound)?.footer
        {
            wanted.insert(footer)
        }
        return wanted
    }

    /// Where the pinned header and footer go for the visible region from `low` to `high`:
    /// a header stays at the region's start while its section is there, pushed away by the
    /// section's end; a footer stays at the region's end down to its section's start.
    private func pins(low: CGFloat, high: CGFloat, _ measures: Measures) -> [Pin] {
        guard let visible = lengths.rows(from: low, to: high) else { return [] }
        var pins: [Pin] = []
        func lineStart(_ line: Int) -> CGFloat { lengths.offset(of: line) }
        func lineEnd(_ line: Int) -> CGFloat { lengths.offset(of: line + 1) - spacingValue }
        if value.pinnedViews.contains(.sectionHeaders),
            let section = lines.section(atLine: visible.lowerBound),
            let header = section.header, let line = lines.position(of: header)?.line
        {
            let length = measures.lines[line] ?? 0
            let offset = max(lineStart(line), min(low, lineEnd(section.lines.upperBound) - length))
            pins.append(Pin(row: header, offset: offset))
        }
        if value.pinnedViews.contains(.sectionFooters),
            let section = lines.section(atLine: visible.upperBound),
            let footer = section.footer, let line = lines.position(of: footer)?.line
        {
            let length = measures.lines[line] ?? 0
            let offset = min(lineStart(line), max(lineStart(section.lines.lowerBound), high - length))
            pins.append(Pin(row: footer, offset: offset))
        }
        return pins
    }

    func placeLines(in frame: CGRect, proposal: ProposedViewSize) {
        if usesEagerLayout, let eager = value.eagerLayout {
            return eager.place(in: frame, proposal, allUnits)
        }
        let cross = proposal.value(along: axis.crossAxis)
        resolveTracks(cross: cross)
        let start = axis == .vertical ? frame.minY : frame.minX
        var measures = measure(cross: cross)
        var pins: [Pin] = []
        if isLazy, !showsNothing, let container {
            let visible = container.visibleRect
            let low = (axis == .vertical ? visible.minY : visible.minX) - start
            let high = (axis == .vertical ? visible.maxY : visible.maxX) - start

            // Which rows meet the region: lines measured for the first time change the
            // estimate of the others, so the question is asked again until the answer holds.
            if rows.isEmpty, lines.lineCount > 0, let first = lines.items(on: 0...0) {
                realise(only: Set(first))
                measures = measure(cross: cross)
            }
            for _ in 0..<4 {
                let wanted = wantedRows(low: low, high: high)
                if Set(rows.map(\.index)) == wanted { break }
                realise(only: wanted)
                measures = measure(cross: cross)
            }
            observeRows()
            pins = self.pins(low: low, high: high, measures)
        }

        // Place the realised rows, each in its cell (its track across, its line along).
        let crossFit = crossLength(measures)
        let crossStart = axis == .vertical ? frame.minX : frame.minY
        var line: (index: Int, offset: CGFloat)?
        for row in rows {
            guard let position = lines.position(of: row.index) else { continue }
            if line?.index != position.line {
                let offset =
                    line.flatMap { previous in
                        previous.index + 1 == position.line
                            ? previous.offset + (measures.lines[previous.index] ?? 0) + spacingValue : nil
                    } ?? lengths.offset(of: position.line)
                line = (position.line, offset)
            }
            guard let line else { continue }
            let offset = pins.first { $0.row == row.index }?.offset ?? line.offset
            let track = track(at: position)
            let size = measures.sizes[row.index] ?? .zero
            let cell = CGSize(
                main: measures.lines[position.line] ?? 0, cross: track.length ?? crossFit, axis: axis)
            let inCell = value.offset(of: size, inCell: cell, track: track)
            let origin =
                axis == .vertical
                ? CGPoint(x: crossStart + track.start + inCell.x, y: start + offset + inCell.y)
                : CGPoint(x: start + offset + inCell.x, y: crossStart + track.start + inCell.y)
            child(row.node).place(
                at: LayoutDefaults.current.rounded(origin), proposal: self.proposal(in: track, cross: cross))
        }
        if showsNothing {
            // Its rows are built hidden, placed out of the way at its origin with no room.
            for row in rows {
                child(row.node).place(at: frame.origin, proposal: ProposedViewSize(width: 0, height: 0))
            }
        }
        liftPinnedRows(pins.map(\.row))
        // Lines measured for the first time may change the container's size: lay out again.
        if lengths.total != frame.size.value(along: axis)
            || crossFit != frame.size.value(along: axis.crossAxis)
        {
            graph.invalidateLayout(self)
        }
    }

    /// Draws the pinned rows above the rows scrolling under them.
    private func liftPinnedRows(_ pinnedRows: [Int]) {
        let wanted = Set(pinnedRows)
        guard wanted != pinned || !wanted.isEmpty else { return }
        pinned = wanted
        var lifted = Set<ObjectIdentifier>()
        for row in rows where wanted.contains(row.index) {
            var units: [ViewNode] = []
            row.node.collectLayoutUnits(into: &units)
            lifted.formUnion(units.map(ObjectIdentifier.init))
        }
        graph.applyDrawingOrder(of: allUnits.nodes, applied: &drawingOrder, lifted: lifted)
    }
}
