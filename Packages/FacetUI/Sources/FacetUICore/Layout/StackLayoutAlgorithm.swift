import Foundation

/// SwiftUI's stack algorithm along one axis: spacing first, then space is divided among
/// children by layout priority (highest first, lower groups keep their minimum), and
/// within a priority from the least flexible child to the most, each offered an equal
/// share of what is left. Across the axis, children line up on an alignment guide.
@MainActor
struct StackLayoutAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    let alignmentValue: (ViewDimensions) -> CGFloat

    /// The gaps between consecutive subviews.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (1..<subviews.count).map { index in
            spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
    }

    /// The proposal each subview gets for `proposal` (computed once per proposal).
    func childProposals(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache
    ) -> [ProposedViewSize] {
        if let known = cache.childProposals[proposal] { return known }
        let proposals = computeChildProposals(proposal, subviews)
        cache.childProposals[proposal] = proposals
        return proposals
    }

    private func computeChildProposals(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
        -> [ProposedViewSize]
    {
        let cross = proposal.value(along: axis.crossAxis)
        guard let main = proposal.value(along: axis) else {
            return subviews.map { _ in ProposedViewSize(main: nil, cross: cross, axis: axis) }
        }
        var proposals = [ProposedViewSize](repeating: .zero, count: subviews.count)
        var remaining = main - gaps(subviews).reduce(0, +)
        let minimums = subviews.map {
            $0.sizeThatFits(ProposedViewSize(main: 0, cross: cross, axis: axis)).value(along: axis)
        }
        let priorities = subviews.map(\.priority)
        let groups = Dictionary(grouping: subviews.indices) { priorities[$0] }.sorted { $0.key > $1.key }
        var reserved = minimums.reduce(0, +)
        for (_, group) in groups {
            reserved -= group.reduce(0) { $0 + minimums[$1] }
            let ordered = group.map { index in
                let widest = subviews[index].sizeThatFits(
                    ProposedViewSize(main: .infinity, cross: cross, axis: axis))
                return (flexibility: widest.value(along: axis) - minimums[index], index: index)
            }
            .sorted { ($0.flexibility, $0.index) < ($1.flexibility, $1.index) }
            .map(\.index)
            var available = remaining - reserved
            for (position, index) in ordered.enumerated() {
                let share = max(0, available / CGFloat(ordered.count - position))
                let offer = ProposedViewSize(main: share, cross: cross, axis: axis)
                proposals[index] = offer
                let taken = subviews[index].sizeThatFits(offer).value(along: axis)
                available -= taken
                remaining -= taken
            }
        }
        return proposals
    }

    func sizeThatFits(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache
    )
        -> CGSize
    {
        guard !subviews.isEmpty else { return .zero }
        let proposals = childProposals(proposal, subviews, &cache)
        let dimensions = zip(subviews, proposals).map { $0.dimensions(in: $1) }
        let main = dimensions.reduce(0) { $0 + $1.size.value(along: axis) } + gaps(subviews).reduce(0, +)
        let line = dimensions.map(alignmentValue).max() ?? 0
        let cross = dimensions.reduce(0) {
            max($0, line - alignmentValue($1) + $1.size.value(along: axis.crossAxis))
        }
        return CGSize(main: main, cross: cross, axis: axis)
    }

    func placeSubviews(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout _StackLayoutCache
    ) {
        guard !subviews.isEmpty else { return }
        let proposals = childProposals(proposal, subviews, &cache)
        let dimensions = zip(subviews, proposals).map { $0.dimensions(in: $1) }
        let gaps = gaps(subviews) + [0]
        let line = dimensions.map(alignmentValue).max() ?? 0
        var main = axis == .horizontal ? bounds.minX : bounds.minY
        let crossOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        for index in subviews.indices {
            let cross = crossOrigin + line - alignmentValue(dimensions[index])
            let point = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
            subviews[index].place(at: point, proposal: proposals[index])
            main += dimensions[index].size.value(along: axis) + gaps[index]
        }
    }
}

/// What a stack remembers between its size and placement passes: the proposals it made
/// to its subviews for each proposal it received.
///
/// Underscored because SwiftUI's is: it is the `Cache` of SwiftUI's stack layouts.
public struct _StackLayoutCache {
    var childProposals: [ProposedViewSize: [ProposedViewSize]] = [:]
    init() {}
}
