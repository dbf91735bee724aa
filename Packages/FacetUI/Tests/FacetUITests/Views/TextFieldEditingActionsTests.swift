import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// What the deprecated initialisers' actions saw, in order.
@Observable @MainActor private final class Log {
    var entries: [String] = []
}

@available(*, deprecated)
private struct Fields: View {
    let log: Log
    @State private var name = ""
    @State private var secret = ""
    @State private var amount = 5
    var body: some View {
        VStack {
            TextField(
                "Name", text: $name, onEditingChanged: { log.entries.append("name editing \($0)") },
                onCommit: { log.entries.append("name commit \(name)") })
            SecureField("Secret", text: $secret, onCommit: { log.entries.append("secret commit \(secret)") })
            TextField(
                "Amount", value: $amount, formatter: NumberFormatter(),
                onCommit: {
                    log.entries.append("amount commit \(amount)")
                })
        }
        .onSubmit { log.entries.append("submit") }
    }
}

@MainActor @Suite struct TextFieldEditingActionsTests {
    @available(*, deprecated)
    @Test func editingBeginsAndEndsWithFocusAndReturnCommitsBeforeSubmit() throws {
        let log = Log()
        let host = TerminalHost(Fields(log: log), width: 20, height: 3)
        host.type("\tAda\r\t")
        #expect(log.entries == ["name editing true", "name commit Ada", "submit", "name editing false"])
    }

    @available(*, deprecated)
    @Test func aSecureFieldCommitsOnReturn() throws {
        let log = Log()
        let host = TerminalHost(Fields(log: log), width: 20, height: 3)
        host.type("\t\tpw\r")
        #expect(log.entries.suffix(2) == ["secret commit pw", "submit"])
    }

    @available(*, deprecated)
    @Test func aFormattedFieldParsesBeforeItsCommit() throws {
        let log = Log()
        let host = HeadlessHost(Fields(log: log), width: 20, height: 3)
        let field = try #require(host.widgets(kind: "TextField").last)
        field.send(.text("42"))
        field.send(.submit)
        host.flush()
        #expect(log.entries == ["amount commit 42", "submit"])
    }
}
