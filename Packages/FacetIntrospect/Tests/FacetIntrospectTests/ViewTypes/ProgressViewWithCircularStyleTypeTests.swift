import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct ProgressViewWithCircularStyleTypeTests {
    @Test func handsOverTheSpinnerWidget() {
        let calls = Calls<ProgressWidget>()
        _ = TerminalHost(
            ProgressView()
                .introspect(.progressView(style: .circular), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["ProgressWidget"])
        #expect(calls.last?.resolvedStyle == .circular)
        #expect(calls.last?.fraction == nil)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ProgressWidget>()
        _ = TerminalHost(
            VStack {
                ProgressView(value: 0.5)
                    .introspect(
                        .progressView(style: .circular), on: .terminal(.v1), customize: calls.record())
                Text("Loading")
                    .introspect(
                        .progressView(style: .circular), on: .terminal(.v1), customize: calls.record())
            })
        #expect(calls.count == 0)
    }
}
