@_spi(Advanced) @_spi(Internals) import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

/// SwiftUI-Introspect call sites written for Apple platforms compile on Linux and do
/// nothing there (no Apple platform runs), alone or next to a Linux backend.
@MainActor @Suite struct ApplePlatformTests {
    @Test func anAppleOnlyCallSiteCompilesAndDoesNothing() {
        var calls = 0
        _ = TerminalHost(
            List { Text("Row") }
                .introspect(.list, on: .iOS(.v16, .v17, .v18)) { _ in calls += 1 }
                .introspect(.list, on: .macOS(.v10_15, .v10_15_4, .v11, .v12, .v13, .v14, .v15, .v26, .v27)) {
                    print(type(of: $0))
                    calls += 1
                }
                .introspect(.list, on: .tvOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27)) { _ in
                    calls += 1
                }
                .introspect(.list, on: .visionOS(.v1, .v2, .v26, .v27)) { _ in calls += 1 })
        #expect(calls == 0)
    }

    @Test func everyPlatformInOneCallActsOnTheLinuxBackend() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            List { Text("Row") }
                .introspect(
                    .list, on: .iOS(.v13, .v14, .v15, .v16, .v17, .v18, .v26, .v27), .tvOS(.v17),
                    .macOS(.v14), .visionOS(.v2), .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["ListScrollWidget"])
    }

    @Test func appleRangesDoNothing() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            ScrollView { Text("Row") }
                .introspect(.scrollView, on: .iOS(.v13...), .macOS(.v10_15...), customize: calls.record())
                .introspect(.scrollView, on: .tvOS(.v13...), .visionOS(.v1...), customize: calls.record()))
        #expect(calls.count == 0)
    }

    @Test func appleVersionsHaveNoCondition() {
        #expect(iOSVersion.v17.condition == nil)
        #expect(!macOSVersion.v14.isCurrent)
        #expect(!tvOSVersion.v18.isCurrentOrPast)
        #expect(visionOSVersion.v26.description == "v26")
        #expect(iOSVersion.v13 < iOSVersion.v26)
        #expect(macOSVersion.v10_15 < macOSVersion.v10_15_4)
        #expect(iOSVersion.running(on: HeadlessBackend()) == nil)
    }

    @Test func aVersionWhoseConditionIsCurrentMatches() {
        let current = iOSVersion { .current }
        let past = iOSVersion { .past }
        let exact = Calls<ScrollViewWidget>()
        let fromPast = Calls<ScrollViewWidget>()
        let pastOnly = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            VStack {
                ScrollView { Text("A") }
                    .introspect(.scrollView, on: .iOS(.init(for: current)), customize: exact.record())
                ScrollView { Text("B") }
                    .introspect(
                        .scrollView, on: .iOS(iOSViewVersion(for: past)...), customize: fromPast.record())
                ScrollView { Text("C") }
                    .introspect(.scrollView, on: .iOS(.init(for: past)), customize: pastOnly.record())
            })
        #expect(exact.count == 1)
        #expect(fromPast.count == 1)
        #expect(pastOnly.count == 0)
    }
}
