@_spi(Testing) import FacetUI
@_spi(Testing) import FacetUICore
import Foundation
import Testing

@testable import FacetInspector

/// `TimelineView`: its content made for a context (as ViewInspector makes it), the content it
/// shows live, extraction, search and errors.
@MainActor @Suite struct TimelineViewInspectionTests {
    @Test func theContentIsMadeForTheContextGiven() throws {
        let date = Date(timeIntervalSinceReferenceDate: 1234)
        let context = ViewType.TimelineView.Context(date: date, cadence: .live)
        let everyMinute = TimelineView(.everyMinute) { timeline in Text("\(timeline.date)") }
        #expect(try everyMinute.inspect().timelineView().contentView(context).text().string() == "\(date)")
        let periodic = TimelineView(.periodic(from: Date(), by: 4)) { timeline in Text("\(timeline.date)") }
        #expect(try periodic.inspect().timelineView().contentView(context).text().string() == "\(date)")
        let animation = TimelineView(.animation) { timeline in
            Text(timeline.cadence == .minutes ? "minutes" : "other")
        }
        #expect(
            try animation.inspect().timelineView().contentView(.init(date: date, cadence: .minutes)).text()
                .string()
                == "minutes")
    }

    @Test func theLiveContentFollowsTheManualClock() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let sut = try TimelineView(.periodic(from: start, by: 1)) { timeline in
            Text("t=\(Int(timeline.date.timeIntervalSinceReferenceDate))")
        }.inspect()
        #expect(try sut.timelineView().contentView().text().string() == "t=0")
        try #require(sut.host.graph.backend as? HeadlessBackend).clock.advance(by: 2.5)
        #expect(try sut.timelineView().contentView().text().string() == "t=2")
    }

    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        let single = Button(action: {}, label: { TimelineView(.everyMinute) { _ in EmptyView() } })
        #expect(throws: Never.self) { try single.inspect().button().labelView().timelineView() }
        let multiple = HStack {
            TimelineView(.everyMinute) { _ in EmptyView() }
            TimelineView(.everyMinute) { _ in EmptyView() }
        }
        #expect(throws: Never.self) { try multiple.inspect().hStack().timelineView(0) }
        #expect(throws: Never.self) { try multiple.inspect().hStack().timelineView(1) }
    }

    @Test func searchReachesTheContentThroughContentView() throws {
        let sut = try AnyView(TimelineView(.everyMinute) { _ in Text("Now") }).inspect()
        #expect(try sut.find(text: "Now").pathToRoot == "anyView().timelineView().contentView().text()")
        // Content that is an `EmptyView` is there to find, unlike a section's absent header.
        let empty = try AnyView(TimelineView(.everyMinute) { _ in EmptyView() }).inspect()
        #expect(
            try empty.find(ViewType.EmptyView.self).pathToRoot
                == "anyView().timelineView().contentView().emptyView()")
    }

    @Test func errorMessages() throws {
        let sut = try HStack { Text("A") }.inspect().hStack()
        let wrong = #expect(throws: InspectionError.self) { try sut.timelineView(0) }
        #expect(wrong?.description == "hStack().timelineView(0) found Text instead of TimelineView")
    }
}
