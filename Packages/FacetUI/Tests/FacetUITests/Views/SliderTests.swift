import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private final class Log {
    var entries: [String] = []
}

private struct Volume: View {
    @State var level: Float = 5
    let log: Log
    var body: some View {
        VStack {
            Slider(value: $level, in: 0...10, step: 2) { log.entries.append($0 ? "began" : "ended") }
            Button("Max") { level = 10 }
        }
    }
}

@MainActor @Suite struct SliderTests {
    @Test func takesTheProposedWidthAndOneLine() {
        let host = HeadlessHost(Slider(value: .constant(0.5)), width: 30, height: 3)
        #expect(host.dump == "Slider (0, 1, 30, 1)")
    }

    @Test func valueIsSnappedToTheStepAndClamped() throws {
        let log = Log()
        let host = HeadlessHost(Volume(log: log))
        let slider = try host.widget(kind: "Slider")
        slider.send(.value(6.9))
        host.flush()
        #expect((slider.content as? SliderContent)?.value == 6)
        slider.send(.value(7.2))
        host.flush()
        #expect((slider.content as? SliderContent)?.value == 8)
        slider.send(.value(42))
        host.flush()
        #expect((slider.content as? SliderContent)?.value == 10)
        slider.send(.value(-3))
        host.flush()
        #expect((slider.content as? SliderContent)?.value == 0)
        #expect((slider.content as? SliderContent)?.fraction == 0)
        #expect(log.entries == ["began", "ended", "began", "ended", "began", "ended", "began", "ended"])
    }

    @Test func bindingWrittenElsewhereUpdatesTheWidgetOnce() throws {
        let host = HeadlessHost(Volume(log: Log()))
        try host.widget(kind: "Button").send(.activate)
        let counters = host.flush()
        let content = try host.content(SliderContent.self, kind: "Slider")
        #expect(content == SliderContent(value: 10, bounds: 0...10, step: 2, isEnabled: true))
        #expect(content.fraction == 1)
        #expect(counters.widgetsUpdated == 1)
    }

    @Test func outOfRangeValueIsShownClamped() throws {
        let host = HeadlessHost(Slider(value: .constant(3.0), in: 0...2))
        #expect(try host.content(SliderContent.self, kind: "Slider").value == 2)
    }

    @Test func valueLabelsAreShownAsText() throws {
        let host = HeadlessHost(
            HStack {
                Slider(value: .constant(0.25), minimumValueLabel: Text("0"), maximumValueLabel: Text("100")) {
                    Text("Volume")
                }
                .frame(width: 20)
            })
        let content = try host.content(SliderContent.self, kind: "Slider")
        #expect(content.minimumValueLabel == "0" && content.maximumValueLabel == "100")
        #expect(content.fraction == 0.25)
        #expect(host.dump == "Slider (10, 5, 20, 1)")
    }

    @Test func theTerminalDrawsTheValueLabelsBesideTheTrack() {
        let host = TerminalHost(
            Slider(value: .constant(0.5), in: 0...1) {
                Text("Size")
            } minimumValueLabel: {
                Text("A")
            } maximumValueLabel: {
                Text("Z")
            }, width: 13, height: 1)
        #expect(host.screen == "A ━━━━●──── Z")
    }
}
