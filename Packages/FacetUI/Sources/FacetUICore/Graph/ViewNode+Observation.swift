import Observation

extension ViewNode {
    /// Runs `work` while recording the observable values it reads (`@State` boxes,
    /// `@Observable` models, bindings to them); when one of them is written, the node is
    /// invalidated and re-evaluated in the next transaction. A newer call supersedes the
    /// older one's observations.
    func tracking<T>(_ work: () -> T) -> T {
        observationGeneration &+= 1
        let current = observationGeneration
        return withObservationTracking(work) { [weak self] in
            ViewGraph.observedChange { self?.observationFired(generation: current) }
        }
    }

    private func observationFired(generation: Int) {
        guard generation == observationGeneration, isMounted else { return }
        graph.markDirty(self)
    }
}
