import Foundation

/// What gives a graph its frames: a backend's timer or display clock, or a
/// `ManualFrameClock` in tests. The graph's ``FrameClock`` tells the driver when it next
/// needs a frame; the driver calls ``FrameClock/deliverFrame(at:)`` then.
///
/// ```swift
/// final class TimerDriver: FrameDriver {
///     var now: Date { Date() }
///     func scheduleFrames(from date: Date?, for clock: FrameClock) {
///         // nil: stop; a date not after `now`: every frame; a later date: wait for it, then every frame
///     }
/// }
/// ```
@_spi(Backend)
@MainActor
public protocol FrameDriver: AnyObject {
    /// The current time on the driver's clock.
    var now: Date { get }

    /// Asks for frames from `date` on: once `date` is reached, the driver calls
    /// `clock.deliverFrame(at:)` at its own rate until it is told otherwise. A date not
    /// after ``now`` asks for the next frame; `nil` asks for none (the driver stops every
    /// timer and callback it had; the clock may be going away then, so the driver must not
    /// keep a reference to it). Called only when the answer changes.
    func scheduleFrames(from date: Date?, for clock: FrameClock)
}

/// The time source of one graph: parts of the graph request frames ("a frame at or after
/// this time", "every frame while I am active"), the clock asks its ``driver`` for frames
/// only while at least one request is live, and each frame runs the requests that are due
/// with the frame's time and applies what they changed in one pass of transactions.
///
/// ```swift
/// let request = graph.frameClock.requestFrame(at: date, for: node) { time in
///     graph.markDirty(node)   // re-evaluated in this frame's transaction
/// }
/// request.cancel()
/// ```
@_spi(Backend)
@MainActor
public final class FrameClock {
    /// The graph whose requests this clock serves.
    public unowned let graph: ViewGraph
    /// What delivers the frames (the backend's ``Backend/frameDriver`` at first). Without one,
    /// requests are kept but no frame arrives.
    public var driver: (any FrameDriver)? {
        didSet {
            guard oldValue !== driver else { return }
            if scheduledTime != nil { oldValue?.scheduleFrames(from: nil, for: self) }
            scheduledTime = nil
            reschedule()
        }
    }
    /// The live requests, in the order they were made.
    private var requests: [FrameRequest] = []
    /// When the driver was last asked for frames from (`nil`: it was told to stop;
    /// `.distantPast`: every frame).
    public private(set) var scheduledTime: Date?
    /// How many times the driver was told a new time (or to stop).
    public private(set) var scheduleChanges = 0
    /// How many frames were delivered.
    public private(set) var framesDelivered = 0
    /// The time of the last frame delivered.
    public private(set) var lastFrameTime: Date?
    /// What the transactions of the last frame did, summed.
    public private(set) var lastFrame = GraphCounters()

    init(graph: ViewGraph) {
        self.graph = graph
    }

    // A graph that goes away while frames are requested stops its driver's frames.
    isolated deinit {
        if scheduledTime != nil { driver?.scheduleFrames(from: nil, for: self) }
    }

    /// The current time on the driver's clock (the system's without a driver).
    public var now: Date { driver?.now ?? Date() }

    /// Whether frames are requested from the driver now.
    public var isRequestingFrames: Bool { scheduledTime != nil }

    /// How many requests are live.
    public var requestCount: Int { requests.count }

    /// Requests a frame at or after `time` (`nil`: the next frame), or every frame from then
    /// on while the request stays (`repeating`). `action` runs with each due frame's time,
    /// before that frame's transaction; a request of `node` ends when the node leaves the graph.
    @discardableResult
    public func requestFrame(
        at time: Date? = nil, repeating: Bool = false, for node: ViewNode? = nil,
        _ action: @escaping @MainActor (Date) -> Void
    ) -> FrameRequest {
        let request = FrameRequest(clock: self, time: time, repeats: repeating, node: node, action: action)
        requests.append(request)
        reschedule()
        return request
    }

    /// Runs the requests due at `time` (drivers call it for each frame), applies the changes
    /// they made (``ViewGraph/flush()``) and asks the driver for the next frame, if any.
    public func deliverFrame(at time: Date) {
        framesDelivered += 1
        lastFrameTime = time
        let before = graph.totals
        for request in requests where request.isActive && request.isDue(at: time) {
            if !request.repeats { request.isActive = false }
            request.action(time)
        }
        requests.removeAll { !$0.isActive }
        graph.flush()
        lastFrame = difference(graph.totals, before)
        reschedule()
    }

    /// Ends the requests made for `node` (it left the graph).
    func endRequests(of node: ViewNode) {
        guard requests.contains(where: { $0.node === node }) else { return }
        for request in requests where request.node === node { request.isActive = false }
        removeEnded()
    }

    /// The earliest time a request waits for that is after `date`.
    func earliestRequest(after date: Date) -> Date? {
        requests.lazy.compactMap(\.time).filter { $0 > date }.min()
    }

    fileprivate func removeEnded() {
        requests.removeAll { !$0.isActive }
        reschedule()
    }

    /// Tells the driver the earliest time a request waits for, when it changed.
    private func reschedule() {
        let next: Date? = requests.lazy.map { $0.time ?? .distantPast }.min()
        guard next != scheduledTime else { return }
        scheduledTime = next
        scheduleChanges += 1
        driver?.scheduleFrames(from: next, for: self)
    }

    private func difference(_ a: GraphCounters, _ b: GraphCounters) -> GraphCounters {
        var result = GraphCounters()
        result.bodiesEvaluated = a.bodiesEvaluated - b.bodiesEvaluated
        result.layoutsComputed = a.layoutsComputed - b.layoutsComputed
        result.widgetsCreated = a.widgetsCreated - b.widgetsCreated
        result.widgetsUpdated = a.widgetsUpdated - b.widgetsUpdated
        result.widgetsRemoved = a.widgetsRemoved - b.widgetsRemoved
        result.framesChanged = a.framesChanged - b.framesChanged
        return result
    }
}

/// One request for frames made to a ``FrameClock``: live until it is served (a one-time
/// request), cancelled, or its node leaves the graph.
@_spi(Backend)
@MainActor
public final class FrameRequest {
    private unowned let clock: FrameClock
    /// The time the request waits for (`nil`: the next frame).
    public let time: Date?
    /// Whether the request wants every frame from its time on.
    public let repeats: Bool
    /// The node the request was made for.
    public private(set) weak var node: ViewNode?
    /// Whether the request still waits for frames.
    public internal(set) var isActive = true
    let action: @MainActor (Date) -> Void

    init(
        clock: FrameClock, time: Date?, repeats: Bool, node: ViewNode?,
        action: @escaping @MainActor (Date) -> Void
    ) {
        self.clock = clock
        self.time = time
        self.repeats = repeats
        self.node = node
        self.action = action
    }

    func isDue(at frameTime: Date) -> Bool { time.map { $0 <= frameTime } ?? true }

    /// Withdraws the request; the clock stops asking for frames when no request is left.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        clock.removeEnded()
    }
}
