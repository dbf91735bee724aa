import Foundation

/// A node whose value is being animated: each frame moves its animations on and applies
/// the presented value to its own output only (no body of its content is evaluated unless
/// the animated value is a custom view's own).
@MainActor
protocol AnimatedNode: ViewNode {
    /// Moves the node's animations to `time` and applies the presented value; returns
    /// whether any still runs, and the completions that became ready.
    func stepAnimation(to time: Date) -> (isRunning: Bool, ready: [AnimationCompletion])
    /// Ends the node's animations (it left the graph); returns the completions that became ready.
    func cancelAnimation() -> [AnimationCompletion]
}

/// The animated nodes of one graph, and the widgets moving to new frames: while any runs,
/// one repeating request of the graph's frame clock gives them frames; each frame is applied
/// in one transaction, shallowest node first, before the state changes waiting for the same
/// transaction.
@MainActor
final class NodeAnimations {
    private unowned let graph: ViewGraph
    private var nodes: [ObjectIdentifier: any AnimatedNode] = [:]
    /// The widget frames moving, by node.
    private var frames: [ObjectIdentifier: WidgetFrameAnimation] = [:]
    private var request: FrameRequest?
    /// The time of a frame delivered and not applied yet.
    private var pendingFrame: Date?
    /// How many node animation steps were applied (for tests of per-frame work).
    private(set) var stepsApplied = 0

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// How many times slower than written animations run: `FACET_SLOW_ANIMATIONS` (a number
    /// above 0, as a simulator's slow-animation setting), else 1.
    private lazy var slowdown: Double = {
        guard let text = ProcessInfo.processInfo.environment["FACET_SLOW_ANIMATIONS"], !text.isEmpty else {
            return 1
        }
        guard let factor = Double(text), factor > 0, factor.isFinite else {
            graph.warn("FACET_SLOW_ANIMATIONS=\(text) is not a number above 0; animations run at their speed")
            return 1
        }
        return factor
    }()

    /// `animation` as this graph runs it (slowed down by ``slowdown``).
    func adjusted(_ animation: Animation) -> Animation {
        slowdown == 1 ? animation : animation.speed(1 / slowdown)
    }

    /// How many nodes animate now (their values or their widgets' frames).
    var count: Int { nodes.count + frames.count }

    /// Whether `node` has a running animation.
    func isAnimating(_ node: ViewNode) -> Bool { nodes[ObjectIdentifier(node)] != nil }

    /// Whether a frame waits to be applied.
    var hasPendingFrame: Bool { pendingFrame != nil }

    /// Registers a node whose animation started; frames are requested from the next one.
    func started(_ node: any AnimatedNode) {
        nodes[ObjectIdentifier(node)] = node
        requestFrames()
    }

    /// The frame to draw `node`'s widget at, now that layout moved it from `drawn` (its
    /// last frame) to `frame`: with `transaction` animated, the widget starts moving there
    /// from where it is drawn; otherwise it goes there at once, ending a motion under way.
    /// A widget `resized` (its content changed, and was drawn for the new size) moves from
    /// where it is drawn with its new size.
    func widgetFrame(
        of node: ViewNode, from drawn: CGRect?, to frame: CGRect, under transaction: Transaction?,
        resized: Bool = false
    ) -> CGRect {
        let key = ObjectIdentifier(node)
        guard let transaction, transaction.isAnimated, let animation = transaction.animation, var drawn else {
            if let moving = frames.removeValue(forKey: key) {
                run(moving.cancel())
                stopIfIdle()
            }
            return frame
        }
        if resized, let moving = frames.removeValue(forKey: key) {
            drawn = CGRect(origin: moving.presented.origin, size: frame.size)
            run(moving.cancel())
        }
        let moving = frames[key] ?? WidgetFrameAnimation(node: node, drawnAt: drawn)
        let presented = moving.animate(
            to: frame, under: transaction, with: adjusted(animation), at: graph.frameClock.now)
        if moving.isRunning, frames[key] == nil {
            frames[key] = moving
            requestFrames()
        }
        return presented
    }

    private func requestFrames() {
        guard request == nil else { return }
        request = graph.frameClock.requestFrame(repeating: true) { [unowned self] time in
            pendingFrame = time
        }
    }

    /// Ends the animations of a node that left the graph.
    func nodeLeft(_ node: ViewNode) {
        let key = ObjectIdentifier(node)
        if !frames.isEmpty, let moving = frames.removeValue(forKey: key) { run(moving.cancel()) }
        guard !nodes.isEmpty, let animated = nodes.removeValue(forKey: key) else {
            stopIfIdle()
            return
        }
        run(animated.cancelAnimation())
        stopIfIdle()
    }

    /// Applies the pending frame to every animated node (inside a transaction).
    func applyPendingFrame() {
        guard let time = pendingFrame else { return }
        pendingFrame = nil
        let ordered = nodes.values.sorted { $0.depth < $1.depth }
        var ready: [AnimationCompletion] = []
        graph.transactions.scoped({ $0 = Transaction() }) {
            for node in ordered where node.isMounted {
                stepsApplied += 1
                let step = node.stepAnimation(to: time)
                ready += step.ready
                if !step.isRunning { nodes[ObjectIdentifier(node)] = nil }
            }
        }
        for (key, moving) in frames.sorted(by: { $0.value.depth < $1.value.depth }) {
            guard moving.isMounted else { continue }
            stepsApplied += 1
            let step = moving.step(to: time)
            ready += step.ready
            graph.drawWidgetFrame(of: moving.node, at: step.frame)
            if !moving.isRunning { frames[key] = nil }
        }
        run(ready)
        stopIfIdle()
    }

    private func run(_ completions: [AnimationCompletion]) {
        guard !completions.isEmpty else { return }
        graph.afterCommit {
            for completion in completions { completion.run() }
        }
    }

    private func stopIfIdle() {
        guard nodes.isEmpty, frames.isEmpty, let request else { return }
        request.cancel()
        self.request = nil
    }
}

extension ViewGraph {
    /// How many nodes have a running animation.
    @_spi(Inspection) public var runningAnimationCount: Int { animations.count }

    /// How many node animation steps frames applied so far (one per animated node per frame).
    @_spi(Inspection) public var animationStepsApplied: Int { animations.stepsApplied }
}
