import Foundation

/// The animated frame of one node's widget: when an animated change moves or resizes a view
/// (its own size changed, or a sibling's pushed it), the widget goes from where it was drawn
/// to its new frame under the change's animation, as SwiftUI animates every view's geometry.
/// Layout itself is not animated: the node's frame is the new one at once (hit testing and
/// inspection read it); only what the backend draws moves. A later change retargets the
/// motion from where the widget is (see ``ValueAnimationTrack``).
@MainActor
final class WidgetFrameAnimation {
    unowned let node: ViewNode
    private let track = TypedAnimationTrack<CGRect, CGRect.AnimatableData>(
        read: \.animatableData, write: { $0.animatableData = $1 })

    /// An animation of `node`'s widget frame, drawn at `frame` now.
    init(node: ViewNode, drawnAt frame: CGRect) {
        self.node = node
        track.model = frame
    }

    /// The depth of the node (frames are applied shallowest first).
    var depth: Int { node.depth }
    /// Whether the node is still in the graph.
    var isMounted: Bool { node.isMounted }
    /// Whether the widget still moves.
    var isRunning: Bool { track.isRunning }
    /// Where the widget is drawn now.
    var presented: CGRect { track.presented() }

    /// Moves the widget towards `frame` under `transaction`'s animation from `time` (its
    /// completions wait for the motion too); returns the frame to draw the widget at now.
    func animate(to frame: CGRect, under transaction: Transaction, with animation: Animation, at time: Date)
        -> CGRect
    {
        _ = track.animate(
            to: frame, with: animation, completions: transaction.completions, environment: node.environment,
            at: time)
        return track.presented()
    }

    /// Moves the motion to `time`; returns the frame to draw the widget at and the
    /// completions that became ready.
    func step(to time: Date) -> (frame: CGRect, ready: [AnimationCompletion]) {
        let ready = track.step(to: time)
        return (track.presented(), ready)
    }

    /// Ends the motion (the widget jumps, or the node left); returns the completions that
    /// became ready.
    func cancel() -> [AnimationCompletion] { track.cancel() }
}
