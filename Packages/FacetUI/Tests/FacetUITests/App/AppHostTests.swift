import Testing

@testable import FacetUI
@_spi(Backend) @testable import FacetUICore

@MainActor @Suite struct AppHostTests {
    @Test func theTerminalIsChosenUnlessAnotherBackendIsNamed() throws {
        for environment in [[:], ["FACET_BACKEND": ""], ["FACET_BACKEND": "terminal"]] {
            let host = try AppHost.requested(environment: environment).get()
            #expect(host == nil)
        }
    }

    @Test func aRegisteredHostIsChosenByName() throws {
        AppHost.register(AppHost(name: "test-host") { _, _ in fatalError("not run by the test") })
        let host = try AppHost.requested(environment: ["FACET_BACKEND": "test-host"]).get()
        #expect(host?.name == "test-host")
    }

    @Test func anUnknownBackendIsAClearError() {
        let result = AppHost.requested(environment: ["FACET_BACKEND": "qt"])
        #expect(throws: AppHostError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.requested == "qt")
            #expect(
                error.description.hasPrefix(
                    "FACET_BACKEND=qt: this program has no such backend (it has: terminal"))
        }
    }
}
