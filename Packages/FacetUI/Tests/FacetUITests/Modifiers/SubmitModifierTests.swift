import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private final class Log {
    var entries: [String] = []
}

@MainActor @Suite struct SubmitModifierTests {
    @Test func returnRunsNestedActionsInnermostFirst() throws {
        let log = Log()
        let host = HeadlessHost(
            VStack {
                TextField("Name", text: .constant(""))
                    .onSubmit { log.entries.append("field") }
                    .onSubmit(of: .search) { log.entries.append("search") }
            }
            .onSubmit { log.entries.append("form") })
        try host.widget(kind: "TextField").send(.submit)
        #expect(log.entries == ["field", "form"])
    }

    @Test func secureFieldSubmitsToo() throws {
        let log = Log()
        let host = HeadlessHost(
            SecureField("Password", text: .constant("")).onSubmit { log.entries.append("login") })
        try host.widget(kind: "SecureField").send(.submit)
        #expect(log.entries == ["login"])
    }

    @Test func submitScopeBlocksActionsAbove() throws {
        let log = Log()
        let host = HeadlessHost(
            VStack {
                TextField("Tags", text: .constant("")).onSubmit { log.entries.append("tags") }.submitScope()
                TextField("Name", text: .constant("")).submitScope(false)
            }
            .onSubmit { log.entries.append("form") })
        let fields = host.backend.allWidgets.filter { $0.content.kind == "TextField" }
        fields[0].send(.submit)
        #expect(log.entries == ["tags"])  // inside the scope: runs; "form" is above it
        fields[1].send(.submit)
        #expect(log.entries == ["tags", "form"])
    }

    @Test func triggersAreAnOptionSet() {
        let both: SubmitTriggers = [.text, .search]
        #expect(both.contains(.text) && both.contains(.search))
        #expect(SubmitTriggers.text.rawValue != SubmitTriggers.search.rawValue)
    }
}
