import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

/// `.list(style:)`: the plain spelling of `.list`, and one type per other list style.
@MainActor @Suite struct ListWithStyleTypesTests {
    /// One list per style, each introspected for every style; returns, by list, the styles
    /// that were handed its widget.
    private func matches() -> [String: [String]] {
        var found: [String: [String]] = [:]
        func record(_ list: String, _ style: String) -> (ScrollViewWidget) -> Void {
            { _ in found[list, default: []].append(style) }
        }
        func introspected(_ list: some View, _ name: String) -> some View {
            list
                .introspect(.list(style: .plain), on: .terminal(.v1), customize: record(name, "plain"))
                .introspect(.list(style: .grouped), on: .terminal(.v1), customize: record(name, "grouped"))
                .introspect(.list(style: .inset), on: .terminal(.v1), customize: record(name, "inset"))
                .introspect(
                    .list(style: .insetGrouped), on: .terminal(.v1), customize: record(name, "insetGrouped")
                )
                .introspect(.list(style: .sidebar), on: .terminal(.v1), customize: record(name, "sidebar"))
        }
        _ = TerminalHost(
            VStack {
                introspected(List { Text("A") }.listStyle(.plain), "plain")
                introspected(List { Text("B") }.listStyle(.grouped), "grouped")
                introspected(List { Text("C") }.listStyle(.inset), "inset")
                introspected(List { Text("D") }.listStyle(.insetGrouped), "insetGrouped")
                introspected(List { Text("E") }.listStyle(.sidebar), "sidebar")
                introspected(List { Text("F") }, "automatic")
            }, width: 30, height: 40)
        return found
    }

    @Test func eachStyleFindsOnlyItsLists() {
        let found = matches()
        // `.list(style: .plain)` is `ListType`: any list, as in SwiftUI-Introspect.
        #expect(found["plain"] == ["plain"])
        #expect(found["grouped"] == ["plain", "grouped"])
        #expect(found["inset"] == ["plain", "inset"])
        #expect(found["insetGrouped"] == ["plain", "insetGrouped"])
        #expect(found["sidebar"] == ["plain", "sidebar"])
        #expect(found["automatic"] == ["plain"])
    }

    @Test func handsOverTheListsScrollWidget() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            List {
                Text("Alpha")
                Text("Beta")
            }
            .listStyle(.insetGrouped)
            .introspect(.list(style: .insetGrouped), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.classNames == ["ListScrollWidget"])
        #expect(calls.last?.first { ($0 as? LabelWidget)?.text == "Beta" } != nil)
    }

    @Test func theStyleIsInheritedFromAbove() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            VStack {
                List { Text("Alpha") }
                    .introspect(.list(style: .sidebar), on: .terminal(.v1), customize: calls.record())
            }
            .listStyle(.sidebar))
        #expect(calls.count == 1)
    }

    @Test func aFormIsAGroupedList() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            Form { Toggle("On", isOn: .constant(true)) }
                .introspect(.list(style: .grouped), on: .terminal(.v1), customize: calls.record()))
        #expect(calls.count == 1)
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<ScrollViewWidget>()
        _ = TerminalHost(
            VStack {
                ScrollView { Text("Row") }
                    .introspect(.list(style: .grouped), on: .terminal(.v1), customize: calls.record())
            }
            .listStyle(.grouped))
        #expect(calls.count == 0)
    }
}
