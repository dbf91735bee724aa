import Dispatch
import Foundation

/// Routes a window's pointer events to the gestures of the views under the pointer, and
/// arbitrates between them as SwiftUI does:
///
/// - a press finds the view under it by hit testing (``HitTester``: O(depth)); the gestures
///   of that view and its ancestors take part, but for disabled views' and those a mask
///   turns off;
/// - a view's own gestures take precedence over its container's (innermost first), unless
///   the container's is a `.highPriorityGesture`, which comes first (outermost first);
/// - the first of those to be recognised, once every one before it has failed, wins: only
///   its callbacks run and the others end; a `.simultaneousGesture` is recognised alongside;
/// - the interaction lasts until every gesture has ended or failed (a double tap waits
///   for its second tap); gestures of a view that goes away end with it.
@MainActor
final class GestureDispatcher {
    private var session: GestureSession?
    private var tickScheduled: Date?
    /// The nodes hit testing looked at for the last event that needed it.
    private(set) var lastHitTestVisits = 0
    /// The hover regions the pointer is over, innermost first.
    var hovered: [any HoverTarget] = []

    /// Ends the interaction's recognisers of a gesture view that went away.
    func unregister(_ target: any GestureTarget) {
        session?.cancel(ObjectIdentifier(target))
        if session?.isFinished == true { session = nil }
    }

    /// Whether an interaction is in progress (a gesture is possible or active).
    var isTracking: Bool { session != nil }

    /// Handles one pointer event; returns whether a gesture took part in it.
    @discardableResult
    func handle(_ event: PointerEvent, root: ViewNode?) -> Bool {
        if session == nil {
            guard event.phase == .down, let root else { return false }
            let entries = candidates(at: event.location, in: root)
            guard !entries.isEmpty else { return false }
            session = GestureSession(entries: entries)
        }
        guard let session else { return false }
        session.handle(event)
        if session.isFinished { self.session = nil } else { scheduleTick(after: event) }
        return true
    }

    /// The innermost node hit at `point`, and the nodes from it up to the root.
    func hitChain(at point: CGPoint, in root: ViewNode) -> [ViewNode] {
        var tester = HitTester(point: point)
        let hit = tester.hit(in: root)
        lastHitTestVisits = tester.visited
        var chain: [ViewNode] = []
        var node = hit
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        return chain
    }

    /// The recognisers for a press at `point`, in precedence order: the gestures of the
    /// hit view and its ancestors.
    private func candidates(at point: CGPoint, in root: ViewNode) -> [GestureSession.Entry] {
        // Innermost first; a gesture whose mask leaves out `.subviews` turns off the ones
        // inside it.
        var targets = hitChain(at: point, in: root).compactMap { $0 as? any GestureTarget }
        if let outermostOff = targets.lastIndex(where: { !$0.attachment.gestureMask.contains(.subviews) }) {
            targets.removeFirst(outermostOff)
        }
        let spaces = NamedCoordinateSpaces(around: targets.first?.node)
        let hits = targets.filter(isEnabled).map { (target: $0, area: $0.area, spaces: spaces) }
        let high = hits.filter { $0.target.attachment.priority == .high }.reversed()
        let normal = hits.filter { $0.target.attachment.priority == .normal }
        let simultaneous = hits.filter { $0.target.attachment.priority == .simultaneous }
        return (Array(high) + normal).map { entry($0, simultaneous: false) }
            + simultaneous.map { entry($0, simultaneous: true) }
    }

    private func entry(
        _ hit: (target: any GestureTarget, area: CGRect, spaces: NamedCoordinateSpaces), simultaneous: Bool
    ) -> GestureSession.Entry {
        let recognizer = hit.target.makeRecognizer()
        recognizer.geometry = GestureGeometry(frame: hit.area, namedSpaces: hit.spaces)
        return GestureSession.Entry(
            target: ObjectIdentifier(hit.target), recognizer: recognizer, isSimultaneous: simultaneous)
    }

    /// Whether the target's gesture may receive events: its mask enables it and it is
    /// enabled.
    private func isEnabled(_ target: any GestureTarget) -> Bool {
        target.attachment.gestureMask.contains(.gesture) && target.node.environment.isEnabled
    }

    /// Schedules a tick at the earliest deadline of the interaction (a long press
    /// completes, a multi-tap gives up), measured from the event's time.
    private func scheduleTick(after event: PointerEvent) {
        guard let deadline = session?.deadline, tickScheduled != deadline else { return }
        tickScheduled = deadline
        let delay = max(deadline.timeIntervalSince(event.time), 0)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                guard self.tickScheduled == deadline else { return }
                self.tickScheduled = nil
                guard self.session != nil else { return }
                self.handle(PointerEvent(.tick, at: .zero, time: deadline), root: nil)
            }
        }
    }
}

/// One interaction: the recognisers of the gestures under the press, arbitrated.
@MainActor
final class GestureSession {
    struct Entry {
        let target: ObjectIdentifier
        let recognizer: any AnyGestureRecognizer
        let isSimultaneous: Bool
        var state = GestureOutputKind.possible
        var isEnded = false
    }

    private var entries: [Entry]
    private var winner: Int?

    init(entries: [Entry]) { self.entries = entries }

    var isFinished: Bool { entries.allSatisfy(\.isEnded) }

    var deadline: Date? {
        entries.filter { !$0.isEnded }.compactMap(\.recognizer.deadline).min()
    }

    func handle(_ event: PointerEvent) {
        for index in entries.indices where !entries[index].isEnded && !entries[index].state.isFinal {
            let output = entries[index].recognizer.handleErased(event)
            // A recognised gesture stays recognised while it reports no new value.
            if !(output == .possible && entries[index].state.isRecognized) { entries[index].state = output }
        }
        for index in entries.indices where entries[index].isSimultaneous && !entries[index].isEnded {
            entries[index].recognizer.commit()
            if entries[index].state.isFinal { finish(index) }
        }
        arbitrate()
    }

    /// Picks the first exclusive gesture recognised once all before it failed; commits it.
    private func arbitrate() {
        if winner == nil {
            for index in entries.indices where !entries[index].isSimultaneous {
                let state = entries[index].state
                if state.isRecognized {
                    winner = index
                    break
                }
                if state != .failed { break }
            }
            if let winner {
                for index in entries.indices where !entries[index].isSimultaneous && index != winner {
                    finish(index)
                }
            }
        }
        if let winner, !entries[winner].isEnded {
            entries[winner].recognizer.commit()
            if entries[winner].state.isFinal { finish(winner) }
        }
        for index in entries.indices where entries[index].state == .failed && !entries[index].isEnded {
            finish(index)
        }
    }

    private func finish(_ index: Int) {
        guard !entries[index].isEnded else { return }
        entries[index].isEnded = true
        entries[index].recognizer.end()
    }

    /// Ends the recognisers of a target that went away.
    func cancel(_ target: ObjectIdentifier) {
        for index in entries.indices where entries[index].target == target {
            entries[index].state = .failed
            finish(index)
        }
        if let winner, entries[winner].target == target { self.winner = nil }
    }
}
