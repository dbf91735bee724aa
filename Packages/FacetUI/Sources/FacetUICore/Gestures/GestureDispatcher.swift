import Dispatch
import Foundation

/// Routes a window's pointer events to the gestures of the views under the pointer, and
/// arbitrates between them as SwiftUI does:
///
/// - a press finds the gesture views whose content contains it, skipping views that do not
///   allow hit testing (`.allowsHitTesting(false)`, disabled) and gestures a mask turns off;
/// - a view's own gestures take precedence over its container's (innermost first), unless
///   the container's is a `.highPriorityGesture`, which comes first (outermost first);
/// - the first of those to be recognised, once every one before it has failed, wins: only
///   its callbacks run and the others end; a `.simultaneousGesture` is recognised alongside;
/// - the interaction lasts until every gesture has ended or failed (a double tap waits
///   for its second tap); gestures of a view that goes away end with it.
@MainActor
final class GestureDispatcher {
    private var targets: [ObjectIdentifier: any GestureTarget] = [:]
    private var session: GestureSession?
    private var tickScheduled: Date?

    func register(_ target: any GestureTarget) { targets[ObjectIdentifier(target)] = target }

    func unregister(_ target: any GestureTarget) {
        targets[ObjectIdentifier(target)] = nil
        session?.cancel(ObjectIdentifier(target))
        if session?.isFinished == true { session = nil }
    }

    /// Whether an interaction is in progress (a gesture is possible or active).
    var isTracking: Bool { session != nil }

    /// Handles one pointer event; returns whether a gesture took part in it.
    @discardableResult
    func handle(_ event: PointerEvent) -> Bool {
        if session == nil {
            guard event.phase == .down else { return false }
            let entries = candidates(at: event.location)
            guard !entries.isEmpty else { return false }
            session = GestureSession(entries: entries)
        }
        guard let session else { return false }
        session.handle(event)
        if session.isFinished { self.session = nil } else { scheduleTick(after: event) }
        return true
    }

    /// The recognisers for a press at `point`, in precedence order.
    private func candidates(at point: CGPoint) -> [GestureSession.Entry] {
        var hits: [(target: any GestureTarget, area: CGRect)] = []
        for target in targets.values where target.node.isMounted {
            let area = target.area
            if area.contains(point), isEnabled(target) { hits.append((target, area)) }
        }
        // Innermost first: deeper nodes are the gestures of views inside the others.
        hits.sort { $0.target.node.depth > $1.target.node.depth }
        let high = hits.filter { $0.target.attachment.priority == .high }.reversed()
        let normal = hits.filter { $0.target.attachment.priority == .normal }
        let simultaneous = hits.filter { $0.target.attachment.priority == .simultaneous }
        return (Array(high) + normal).map { entry($0, simultaneous: false) }
            + simultaneous.map { entry($0, simultaneous: true) }
    }

    private func entry(_ hit: (target: any GestureTarget, area: CGRect), simultaneous: Bool)
        -> GestureSession.Entry
    {
        let recognizer = hit.target.makeRecognizer()
        recognizer.geometry = GestureGeometry(frame: hit.area)
        return GestureSession.Entry(
            target: ObjectIdentifier(hit.target), recognizer: recognizer, isSimultaneous: simultaneous)
    }

    /// Whether the target's gesture may receive events: its mask enables it, no gesture
    /// around it disables its subviews' gestures, and it and its ancestors allow hit
    /// testing and are enabled.
    private func isEnabled(_ target: any GestureTarget) -> Bool {
        guard target.attachment.gestureMask.contains(.gesture), target.node.environment.isEnabled else {
            return false
        }
        var node: ViewNode? = target.node
        while let current = node {
            if let modifier = current.appliedModifier {
                if let hitTesting = modifier as? AllowsHitTestingModifier, !hitTesting.enabled {
                    return false
                }
                if current !== target.node, let around = modifier as? any GestureAttachment,
                    !around.gestureMask.contains(.subviews)
                {
                    return false
                }
            }
            node = current.parent
        }
        return true
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
                self.handle(PointerEvent(.tick, at: .zero, time: deadline))
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
