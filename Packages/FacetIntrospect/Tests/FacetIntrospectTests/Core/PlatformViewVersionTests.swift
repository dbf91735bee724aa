@_spi(Advanced) import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

extension TerminalViewVersion<SliderType, SliderWidget> {
    /// A version on which the view does not exist.
    static let missing = Self.unavailable()
}

@MainActor @Suite struct PlatformViewVersionTests {
    @Test func anUnavailableVersionDoesNothing() {
        let calls = Calls<SliderWidget>()
        _ = TerminalHost(
            Slider(value: .constant(0.5))
                .introspect(.slider, on: .terminal(.missing), customize: calls.record()))
        #expect(calls.count == 0)
    }

    @Test func anUnavailableVersionDoesNotHideTheOthers() {
        let calls = Calls<SliderWidget>()
        _ = TerminalHost(
            Slider(value: .constant(0.5))
                .introspect(.slider, on: .terminal(.missing, .v1), customize: calls.record()))
        #expect(calls.count == 1)
    }

    @Test func versionsAreOrderedWithUnavailableFirst() {
        let v1 = TerminalViewVersion<SliderType, SliderWidget>.v1
        #expect(TerminalViewVersion<SliderType, SliderWidget>.missing < v1)
        #expect(!(v1 < .missing))
        #expect(v1 == TerminalViewVersion<SliderType, SliderWidget>(for: .v1))
    }
}
