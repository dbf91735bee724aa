import Foundation

/// A layout unit's cached answers: the sizes it returned for the proposals it was asked
/// (a parent typically probes a few: minimum, maximum, the final one).
struct NodeLayoutState {
    private var entries: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The proposal of the last placement.
    var lastProposal: ProposedViewSize?
    /// Whether the node must be placed again even if its frame did not change.
    var needsPlacement = true
    /// The frame last given to the node's widget, relative to its widget parent.
    var widgetFrame: CGRect?
    /// The transaction that last created or updated the node's widget's content (a widget
    /// made in a transaction is drawn at its place at once; one whose content changed takes
    /// its new size at once, as the content is drawn for it).
    var widgetContentSerial = 0
    /// Whether the widget was made in the transaction of ``widgetContentSerial``.
    var widgetIsNew = false
    /// The union of this unit's frame and its child units' hit bounds (root coordinates):
    /// hit testing skips a subtree whose bounds do not contain the point.
    var hitBounds: CGRect = .null
    /// The order hit testing looks at the child units in, derived from their bounds
    /// (`nil`: not derived since they were last placed).
    var hitOrder: HitOrder?
    /// The safe area of the last placement (`nil` before the first).
    var safeArea: SafeAreaGeometry?
    /// The safe area a safe-area modifier gives its content (`nil`: the unit's own).
    var contentSafeArea: SafeAreaGeometry?
    /// The proposal the unit is computing its size for, while it does (containers whose
    /// size their content reads, such as a scroll view's, are asked for it then).
    var sizingProposal: ProposedViewSize?

    private static let capacity = 6

    func cached(_ proposal: ProposedViewSize) -> CGSize? {
        entries.first { $0.proposal == proposal }?.size
    }

    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((proposal, size))
    }

    /// The proposals with cached answers, oldest first.
    var cachedProposals: [ProposedViewSize] { entries.map(\.proposal) }

    mutating func clear() { entries.removeAll(keepingCapacity: true) }
}
