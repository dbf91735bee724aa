import Foundation

/// A view that updates according to a schedule that you provide.
///
/// Its content closure is evaluated with the date of the schedule's latest entry (it counts
/// as a body evaluation), and again at each later entry: only the content is re-evaluated,
/// and frames are asked of the backend only for the next entry (`.everyMinute` wakes once a
/// minute). With `.animation` the content is evaluated at every frame. The view stops
/// asking for frames when it goes away.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date.formatted(date: .omitted, time: .standard))
/// }
/// ```
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Information passed to a timeline view's content closure.
    public struct Context {
        /// The rate at which the timeline updates a view.
        public enum Cadence: Comparable, Sendable, Hashable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence

        /// A context for `date` and `cadence`, as a tool makes one to build the content for a
        /// chosen moment.
        @_spi(Inspection) public init(date: Date, cadence: Cadence) { (self.date, self.cadence) = (date, cadence) }
    }

    /// The schedule the view updates on.
    let schedule: Schedule
    /// Makes the content for a context.
    let content: (Context) -> Content
}

@available(*, unavailable)
extension TimelineView: Sendable {}

@available(*, unavailable)
extension TimelineView.Context: Sendable {}

/// Information passed to a timeline view's content closure, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    public typealias Body = Never

    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
    {
        self.schedule = schedule
        self.content = { context in
            content(TimelineViewDefaultContext(date: context.date, cadence: context.cadence.defaultCadence))
        }
    }

    /// Creates a new timeline view that uses the given schedule (its context typed by this
    /// view's parameters; prefer the ``TimelineViewDefaultContext`` form).
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TimelineViewNode(self, graph: graph, parent: parent, environment: environment)
    }
}

extension TimelineView.Context.Cadence {
    fileprivate var defaultCadence: TimelineViewDefaultContext.Cadence {
        switch self {
        case .live: .live
        case .seconds: .seconds
        case .minutes: .minutes
        }
    }
}

/// The node of a timeline view: it shows the latest entry of its schedule, asks the frame
/// clock for a frame at the next one, and re-evaluates only its content then.
@MainActor
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: TypedNode<
    TimelineView<Schedule, Content>
>
{
    typealias Context = TimelineView<Schedule, Content>.Context

    private var entries: Schedule.Entries.Iterator?
    /// The date the content was last evaluated with.
    private(set) var date = Date.distantPast
    /// The first entry after `date`, if the schedule has one.
    private var upcoming: Date?
    private var request: FrameRequest?

    override class var comparesValue: Bool { false }

    override func mount() {
        restart()
        evaluate()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if valueChanged { restart() }
        evaluate()
    }

    override func invalidated() { evaluate() }

    override func didUnmount() {
        request?.cancel()
        request = nil
    }

    /// Whether the schedule is served by every frame rather than by its entries.
    private var wantsEveryFrame: Bool {
        (value.schedule as? any EveryFrameTimelineSchedule)?.wantsEveryFrame ?? false
    }

    /// Starts the schedule's entries again from now (the view got a new schedule).
    private func restart() {
        let now = graph.frameClock.now
        entries = value.schedule.entries(from: now, mode: .normal).makeIterator()
        upcoming = entries?.next()
        date = now
        catchUp(to: now)
        requestNextFrame()
    }

    /// Moves `date` to the latest entry at or before `time`.
    private func catchUp(to time: Date) {
        while let next = upcoming, next <= time {
            date = next
            upcoming = entries?.next()
        }
    }

    /// Asks the clock for the frame of the next entry (keeping a request for the same time).
    private func requestNextFrame() {
        if wantsEveryFrame {
            if request?.repeats == true, request?.isActive == true { return }
            request?.cancel()
            request = graph.frameClock.requestFrame(repeating: true, for: self) { [unowned self] time in
                date = time
                graph.markDirty(self)
            }
            return
        }
        if let request, request.isActive, !request.repeats, request.time == upcoming { return }
        request?.cancel()
        request = nil
        guard let next = upcoming else { return }
        request = graph.frameClock.requestFrame(at: next, for: self) { [unowned self] time in
            catchUp(to: time)
            graph.markDirty(self)
            requestNextFrame()
        }
    }

    private func evaluate() {
        graph.counters.bodiesEvaluated += 1
        graph.clearDirty(self)
        let context = Context(date: date, cadence: .live)
        reconcileOnlyChild(with: graph.evaluating(self) { tracking { value.content(context) } })
    }
}

extension TimelineView where Content: View {
    /// The content made for `date` and `cadence` (inspection tools make it for a date of
    /// their choosing).
    @_spi(Inspection) public func inspectedContent(date: Date, cadence: Context.Cadence) -> Content {
        content(Context(date: date, cadence: cadence))
    }
}
