import Foundation

extension ViewNode {
    /// The size this layout unit chooses for `proposal` (cached per proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = layout.cached(proposal) { return size }
        graph.counters.layoutsComputed += 1
        let outer = layout.sizingProposal
        layout.sizingProposal = proposal
        let size = computeSize(proposal)
        layout.sizingProposal = outer
        layout.store(size, for: proposal)
        return size
    }

    /// Places this unit at `frame` (root coordinates) and, when anything changed, its
    /// children inside it.
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        let safeArea = layoutParent.map { $0.safeArea(forChild: self) } ?? graph.windowSafeArea
        guard
            frame != self.frame || proposal != layout.lastProposal || layout.needsPlacement
                || safeArea != layout.safeArea
        else { return }
        let moved = frame != self.frame
        self.frame = frame
        layout.safeArea = safeArea
        layout.lastProposal = proposal
        layout.needsPlacement = false
        if moved { graph.setWidgetFrame(of: self) }
        placeChildren(in: frame, proposal: proposal)
        updateHitBounds()
    }

    /// Places the children again inside the current frame (its content changed but its
    /// size did not).
    func replace() {
        layout.needsPlacement = false
        placeChildren(in: frame, proposal: layout.lastProposal ?? ProposedViewSize(frame.size))
        updateHitBounds()
        // The ancestors were not placed again: their bounds grow to hold this one's.
        var ancestor = layoutParent
        while let current = ancestor {
            current.layout.hitBounds = current.layout.hitBounds.union(layout.hitBounds)
            current.layout.hitOrder = nil
            ancestor = current.layoutParent
        }
    }

    /// The unit's dimensions for `proposal`, with its explicit alignment guides.
    func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        guard hasExplicitAlignment else { return ViewDimensions(size: size) }
        return ViewDimensions(
            size: size, horizontal: { [unowned self] in explicitAlignment($0, size: size) },
            vertical: { [unowned self] in explicitAlignment($0, size: size) })
    }
}
