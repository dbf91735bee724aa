import FacetTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import FacetUI
@_spi(Backend) @_spi(Testing) @testable import FacetUICore

@MainActor @Suite struct ProgressViewTests {
    @Test func indeterminateIsASpinnerCell() throws {
        let host = HeadlessHost(ProgressView(), width: 20, height: 3)
        #expect(host.dump == "ProgressView (10, 1, 1, 1)")
        let content = try host.content(ProgressContent.self, kind: "ProgressView")
        #expect(content.fraction == nil && content.resolvedStyle == .circular)
    }

    @Test func determinateIsABarAcrossTheWidth() throws {
        let host = HeadlessHost(ProgressView(value: 3, total: 4), width: 20, height: 3)
        #expect(host.dump == "ProgressView (0, 1, 20, 1)")
        let content = try host.content(ProgressContent.self, kind: "ProgressView")
        #expect(
            content == ProgressContent(fraction: 0.75, style: .automatic, hasLabel: false, isEnabled: true))
        #expect(content.resolvedStyle == .linear)
    }

    @Test func valueIsClampedIntoTheTotal() throws {
        #expect(
            try HeadlessHost(ProgressView(value: 7.0, total: 5)).content(
                ProgressContent.self, kind: "ProgressView"
            )
            .fraction == 1)
        #expect(
            try HeadlessHost(ProgressView(value: -1.0)).content(ProgressContent.self, kind: "ProgressView")
                .fraction
                == 0)
        #expect(
            try HeadlessHost(ProgressView(value: Double?.none)).content(
                ProgressContent.self, kind: "ProgressView"
            )
            .fraction == nil)
    }

    @Test func linearLabelSitsAboveTheBar() {
        let host = HeadlessHost(ProgressView("Copying", value: 0.5), width: 20, height: 4)
        #expect(
            host.dump == """
                ProgressView (0, 1, 20, 2)
                  Text "Copying" (0, 1, 7, 1)
                """)
    }

    @Test func circularStyleIsRecordedAndPutsTheLabelAfterTheIndicator() throws {
        let host = HeadlessHost(ProgressView("Loading").progressViewStyle(.circular), width: 20, height: 3)
        #expect(
            host.dump == """
                ProgressView (6, 1, 9, 1)
                  Text "Loading" (8, 1, 7, 1)
                """)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").style == .circular)
        let linear = HeadlessHost(ProgressView(value: 0.1).progressViewStyle(.linear))
        #expect(try linear.content(ProgressContent.self, kind: "ProgressView").style == .linear)
    }

    @Test func theCurrentValueLabelEndsTheLabelsRowAboveTheBar() {
        let view = ProgressView(value: 3, total: 4) {
            Text("Copying")
        } currentValueLabel: {
            Text("3/4")
        }
        let host = HeadlessHost(view, width: 20, height: 4)
        #expect(
            host.dump == """
                ProgressView (0, 1, 20, 2)
                  Text "Copying" (0, 1, 7, 1)
                  Text "3/4" (17, 1, 3, 1)
                """)
        let screen = TerminalHost(view, width: 20, height: 2).screen
        #expect(screen == "Copying          3/4\n███████████████░░░░░")
    }

    @Test func aCircularIndicatorIsFollowedByBothLabels() {
        let view = ProgressView(value: 0.5) {
            Text("Copying")
        } currentValueLabel: {
            Text("half")
        }
        let host = TerminalHost(view.progressViewStyle(.circular), width: 24, height: 1)
        // The spinner, a space and room for "100%" before the labels, centred in the window.
        #expect(host.screen == "   ⠋ 50%  Copying half")
    }

    @Test func aProgressIsReadAgainUntilItFinishes() throws {
        let progress = Progress(totalUnitCount: 100)
        progress.completedUnitCount = 10
        let host = HeadlessHost(ProgressView(progress), width: 20, height: 2)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").fraction == 0.1)
        #expect(host.graph.frameClock.isRequestingFrames)
        progress.completedUnitCount = 40
        host.backend.clock.advance(by: 0.1)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").fraction == 0.4)
        #expect(host.graph.frameClock.lastFrame.widgetsUpdated == 1)
        progress.completedUnitCount = 100
        host.backend.clock.advance(by: 0.1)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").fraction == 1)
        #expect(!host.graph.frameClock.isRequestingFrames)
    }

    @Test func aProgressOfUnknownTotalIsIndeterminate() throws {
        let progress = Progress(totalUnitCount: -1)
        let host = HeadlessHost(ProgressView(progress), width: 20, height: 2)
        let content = try host.content(ProgressContent.self, kind: "ProgressView")
        #expect(content.fraction == nil && content.resolvedStyle == .circular)
        progress.cancel()
        host.backend.clock.advance(by: 0.1)
        #expect(!host.graph.frameClock.isRequestingFrames)
    }

    @Test func aDateIntervalEmptiesTheBarAndCountsDownTheTimeLeft() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(10)) { Text("Tea") }
        let host = HeadlessHost(view, width: 20, height: 2)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").fraction == 1)
        #expect(host.texts == ["Tea", "0:10"])
        // The bar is read again every tenth of a second: its last frame here is at 4 s.
        host.backend.clock.advance(by: 4.05)
        #expect(
            try abs(#require(host.content(ProgressContent.self, kind: "ProgressView").fraction) - 0.6) < 1e-9)
        #expect(host.texts == ["Tea", "0:06"])
        host.backend.clock.advance(by: 7)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").fraction == 0)
        #expect(host.texts == ["Tea", "0:00"])
        #expect(!host.graph.frameClock.isRequestingFrames)
    }

    @Test func aDateIntervalCountingUpFillsTheBar() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        // Without a label, the current value label is the default timer.
        let view: ProgressView<EmptyView, DefaultDateProgressLabel> = ProgressView(
            timerInterval: start...start.addingTimeInterval(8), countsDown: false)
        let host = HeadlessHost(view, width: 16, height: 2)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").fraction == 0)
        host.backend.clock.advance(by: 2.05)
        #expect(
            try abs(#require(host.content(ProgressContent.self, kind: "ProgressView").fraction) - 0.25) < 1e-9
        )
        #expect(host.texts == ["0:02"])
    }

    @Test func aTerminalDrawsTheTimerAboveTheBar() {
        // An interval still to come: its bar full, the whole time left.
        let start = Date().addingTimeInterval(1000)
        let host = TerminalHost(
            ProgressView(timerInterval: start...start.addingTimeInterval(8)), width: 16, height: 2)
        #expect(host.screen == "            0:08\n████████████████")
    }
}
