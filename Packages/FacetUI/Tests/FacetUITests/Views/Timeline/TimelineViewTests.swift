import FacetTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Testing) @testable import FacetUICore

@MainActor @Suite struct TimelineViewTests {
    private func at(_ seconds: TimeInterval) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    private func seconds(_ date: Date) -> String {
        let value = date.timeIntervalSinceReferenceDate
        return value == value.rounded() ? "t=\(Int(value))" : "t=\(value)"
    }

    @Test func aPeriodicTimelineShowsTheLatestEntryAfterAdvancing() {
        let host = HeadlessHost(
            TimelineView(.periodic(from: at(0), by: 1)) { context in Text(seconds(context.date)) })
        #expect(host.texts == ["t=0"])
        host.backend.clock.advance(by: 2.5)
        #expect(host.texts == ["t=2"])
        #expect(host.backend.clock.frameTimes == [at(1), at(2)])
        #expect(host.backend.clock.scheduledTime == at(3))
    }

    @Test func eachEntryReevaluatesOnlyTheContentAndUpdatesOnlyItsWidget() {
        let host = HeadlessHost(Dashboard(), width: 40, height: 30)
        host.backend.clock.advance(by: 1)
        let frame = host.graph.frameClock.lastFrame
        #expect(host.texts.first == "t=1")
        #expect(frame.bodiesEvaluated == 1)
        #expect(frame.widgetsUpdated == 1)
        #expect(frame.widgetsCreated == 0)
        #expect(frame.widgetsRemoved == 0)
    }

    @Test func everyMinuteWaitsForTheNextMinuteWithoutFrames() {
        let host = HeadlessHost(TimelineView(.everyMinute) { context in Text(seconds(context.date)) })
        #expect(host.backend.clock.scheduledTime == at(60))
        host.backend.clock.advance(by: 59)
        #expect(host.backend.clock.frameTimes.isEmpty)
        #expect(host.texts == ["t=0"])
        host.backend.clock.advance(by: 1)
        #expect(host.texts == ["t=60"])
        #expect(host.backend.clock.frameTimes == [at(60)])
        #expect(host.backend.clock.scheduledTime == at(120))
    }

    @Test func aRemovedTimelineViewMakesNoMoreFrameRequests() {
        let model = Visibility()
        let host = HeadlessHost(Removable(model: model))
        host.backend.clock.advance(by: 0.5)
        #expect(host.texts == ["t=0.5"])
        #expect(host.backend.clock.isRequestingFrames)
        model.isShown = false
        host.flush()
        #expect(host.texts.isEmpty)
        #expect(!host.backend.clock.isRequestingFrames)
        #expect(host.graph.frameClock.requestCount == 0)
        let calls = host.backend.clock.scheduleCalls
        host.backend.clock.advance(by: 5)
        #expect(host.backend.clock.frameTimes == [at(0.5)])
        #expect(host.backend.clock.scheduleCalls == calls)
    }

    @Test func theAnimationScheduleShowsEveryFrame() {
        let host = HeadlessHost(TimelineView(.animation) { context in Text(seconds(context.date)) })
        #expect(host.backend.clock.scheduledTime == .distantPast)
        host.backend.clock.advance(by: 0.25)
        #expect(host.texts == ["t=0.25"])
        host.backend.clock.advance(by: 0.25)
        #expect(host.texts == ["t=0.5"])
        #expect(host.backend.clock.frameTimes == [at(0.25), at(0.5)])
    }

    @Test func aPausedAnimationScheduleAsksForNoFrames() {
        let host = HeadlessHost(
            TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
                Text(seconds(context.date))
            })
        #expect(!host.backend.clock.isRequestingFrames)
        host.backend.clock.advance(by: 1)
        #expect(host.texts == ["t=0"])
    }

    @Test func anAnimationScheduleWithAMinimumIntervalUpdatesNoMoreOften() {
        let host = HeadlessHost(
            TimelineView(.animation(minimumInterval: 0.5)) { context in Text(seconds(context.date)) })
        host.backend.clock.advance(by: 1.2)
        #expect(host.backend.clock.frameTimes == [at(0.5), at(1)])
        #expect(host.texts == ["t=1"])
    }

    @Test func anExplicitScheduleStopsAfterItsLastDate() {
        let host = HeadlessHost(
            TimelineView(.explicit([at(5), at(7)])) { context in Text(seconds(context.date)) })
        #expect(host.texts == ["t=0"])
        host.backend.clock.advance(by: 6)
        #expect(host.texts == ["t=5"])
        #expect(host.backend.clock.scheduledTime == at(7))
        host.backend.clock.advance(by: 10)
        #expect(host.texts == ["t=7"])
        #expect(!host.backend.clock.isRequestingFrames)
    }

    @Test func theContextIsLiveAndBothContextFormsCompile() {
        let host = HeadlessHost(
            VStack {
                TimelineView(.everyMinute) { (context: TimelineViewDefaultContext) in
                    Text(context.cadence == .live ? "default live" : "default other")
                }
                TimelineView(PeriodicTimelineSchedule(from: at(0), by: 1)) {
                    (context: TimelineView<PeriodicTimelineSchedule, Text>.Context) in
                    Text(context.cadence == .live ? "typed live" : "typed other")
                }
            })
        #expect(host.texts == ["default live", "typed live"])
        #expect(TimelineViewDefaultContext.Cadence.live < .seconds)
        #expect(TimelineViewDefaultContext.Cadence.seconds < .minutes)
    }

    @Test func aParentUpdateKeepsTheTimelinesRequest() {
        let model = Visibility()
        let host = HeadlessHost(Removable(model: model, schedule: .periodic(from: at(0), by: 1)))
        let calls = host.backend.clock.scheduleCalls
        model.title = "Clock"
        host.flush()
        #expect(host.texts == ["Clock", "t=0"])
        #expect(host.backend.clock.scheduleCalls == calls)
        host.backend.clock.advance(by: 1)
        #expect(host.texts == ["Clock", "t=1"])
    }

    @Test func stateReadByTheContentUpdatesIt() {
        let model = Visibility()
        let host = HeadlessHost(
            TimelineView(.everyMinute) { _ in Text(model.title.isEmpty ? "untitled" : model.title) })
        model.title = "Named"
        #expect(host.flush().bodiesEvaluated == 1)
        #expect(host.texts == ["Named"])
    }
}

@MainActor @Suite struct TimelineScheduleTests {
    private func at(_ seconds: TimeInterval) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    private func first<S: TimelineSchedule>(_ count: Int, of schedule: S, from start: Date) -> [Date] {
        Array(schedule.entries(from: start, mode: .normal).prefix(count))
    }

    @Test func periodicEntriesStartAtTheLastBoundaryAtOrBeforeTheStart() {
        #expect(first(3, of: .periodic(from: at(10), by: 4), from: at(19)) == [at(18), at(22), at(26)])
        #expect(first(2, of: .periodic(from: at(10), by: 4), from: at(18)) == [at(18), at(22)])
        #expect(first(2, of: .periodic(from: at(10), by: 4), from: at(3)) == [at(10), at(14)])
    }

    @Test func aPeriodicScheduleWithoutAPositiveIntervalHasOneEntry() {
        #expect(first(5, of: .periodic(from: at(10), by: 0), from: at(20)) == [at(10)])
        #expect(first(5, of: .periodic(from: at(10), by: -1), from: at(20)) == [at(10)])
    }

    @Test func everyMinuteEntriesAreTheStartsOfMinutes() {
        #expect(first(3, of: .everyMinute, from: at(125.5)) == [at(120), at(180), at(240)])
        #expect(first(1, of: .everyMinute, from: at(-30)) == [at(-60)])
    }

    @Test func explicitEntriesAreTheDatesGiven() {
        #expect(first(5, of: .explicit([at(3), at(1)]), from: at(100)) == [at(3), at(1)])
    }

    @Test func animationEntries() {
        #expect(first(3, of: .animation(minimumInterval: 0.5), from: at(1)) == [at(1), at(1.5), at(2)])
        #expect(first(3, of: .animation(paused: true), from: at(1)) == [at(1)])
        #expect(first(2, of: .animation, from: at(0)) == [at(0), at(1.0 / 60)])
        #expect(TimelineScheduleMode.normal != .lowFrequency)
    }
}

@Observable @MainActor private final class Visibility {
    var isShown = true
    var title = ""
}

private struct Removable<Schedule: TimelineSchedule>: View {
    let model: Visibility
    var schedule: Schedule

    var body: some View {
        VStack {
            if !model.title.isEmpty { Text(model.title) }
            if model.isShown {
                TimelineView(schedule) { context in
                    let value = context.date.timeIntervalSinceReferenceDate
                    Text(value == value.rounded() ? "t=\(Int(value))" : "t=\(value)")
                }
            }
        }
    }
}

extension Removable where Schedule == AnimationTimelineSchedule {
    init(model: Visibility) { self.init(model: model, schedule: .animation) }
}

private struct Dashboard: View {
    var body: some View {
        VStack {
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                Text("t=\(Int(context.date.timeIntervalSinceReferenceDate))")
            }
            ForEach(0..<20, id: \.self) { Text("Row \($0)") }
        }
    }
}
