extension ViewGraph {
    /// Records that the views of a preference layer must be made again. Placing the layer
    /// makes them; one not placed in the current layout pass is made when the pass is done.
    func preferenceLayerNeedsRefresh(_ layer: any PreferenceLayerRefreshing) {
        stalePreferenceLayers.append(layer)
        // Outside a transaction, the next one places it again.
        if !isInTransaction {
            invalidateLayout(layer)
            scheduleUpdate()
        }
    }

    /// Makes again the layers the layout pass did not place (placing them in their frames),
    /// and says whether it made any (layout then runs again for what they changed). After 20 rounds a
    /// warning is reported: layers whose views change the values they are made from.
    func refreshPreferenceLayers(round: Int) -> Bool {
        let stale = stalePreferenceLayers
        stalePreferenceLayers.removeAll()
        let pending = stale.filter { $0.isMounted && $0.needsRefresh && $0.placedProposal != nil }
        guard !pending.isEmpty else { return false }
        guard round < 20 else {
            warn(
                "preference layers did not settle after 20 layout passes; a layer may change the value it is made from"
            )
            return false
        }
        for layer in pending.sorted(by: { $0.depth < $1.depth }) where layer.needsRefresh {
            layer.replace()
        }
        return true
    }
}
