import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ProgressViewWithLinearStyleTypeTests {
    @Test func handsOverTheProgressBarWidget() {
        let calls = Calls<ProgressWidget>()
        _ = TerminalHost(
            ProgressView(value: 0.25)
                .introspect(.progressView(style: .linear), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["ProgressWidget"])
        #expect(calls.last?.resolvedStyle == .linear)
        #expect(calls.last?.fraction == 0.25)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ProgressWidget>()
        _ = TerminalHost(
            VStack {
                ProgressView()
                    .introspect(.progressView(style: .linear), on: .terminal(.v1), customize: calls.record())
                Slider(value: .constant(0.25))
                    .introspect(.progressView(style: .linear), on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }

    @Test func progressStyles() {
        let linear = Calls<ProgressWidget>()
        let circular = Calls<ProgressWidget>()
        let host = TerminalHost(
            VStack {
                ProgressView(value: 0.5)
                    .introspect(
                        .progressView(style: .linear), on: .terminal(.v1),
                        customize: linear.record {
                            $0.filledCharacter = "#"
                        })
                ProgressView()
                    .introspect(
                        .progressView(style: .circular), on: .terminal(.v1), customize: circular.record())
            })
        #expect(linear.last?.fraction == 0.5)
        #expect(circular.last?.resolvedStyle == .circular)
        #expect(host.screen.contains("#"))
    }
}
