import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

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
}
