import CGTK
import FacetGTK
import FacetIntrospect
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite(.gtkAvailable)
struct ListWithStyleTypesTests {
    @Test func eachStyleFindsOnlyItsLists() {
        var found: [String: [String]] = [:]
        func record(_ list: String, _ style: String) -> (GTKWidget) -> Void {
            { widget in found[list, default: []].append("\(style):\(widget.typeName)") }
        }
        func introspected(_ list: some View, _ name: String) -> some View {
            list
                .introspect(.list(style: .plain), on: .gtk(.v4_8), customize: record(name, "plain"))
                .introspect(.list(style: .grouped), on: .gtk(.v4_8), customize: record(name, "grouped"))
                .introspect(.list(style: .inset), on: .gtk(.v4_8), customize: record(name, "inset"))
                .introspect(
                    .list(style: .insetGrouped), on: .gtk(.v4_8), customize: record(name, "insetGrouped")
                )
                .introspect(.list(style: .sidebar), on: .gtk(.v4_8), customize: record(name, "sidebar"))
        }
        _ = GTKHost(
            VStack {
                introspected(List { Text("A") }.listStyle(.plain), "plain")
                introspected(List { Text("B") }.listStyle(.grouped), "grouped")
                introspected(List { Text("C") }.listStyle(.inset), "inset")
                introspected(List { Text("D") }.listStyle(.insetGrouped), "insetGrouped")
                introspected(List { Text("E") }.listStyle(.sidebar), "sidebar")
            })
        #expect(found["plain"] == ["plain:GtkListBox"])
        #expect(found["grouped"] == ["plain:GtkListBox", "grouped:GtkListBox"])
        #expect(found["inset"] == ["plain:GtkListBox", "inset:GtkListBox"])
        #expect(found["insetGrouped"] == ["plain:GtkListBox", "insetGrouped:GtkListBox"])
        #expect(found["sidebar"] == ["plain:GtkListBox", "sidebar:GtkListBox"])
    }

    @Test func aViewOfAnotherKindIsNotMatched() {
        let calls = Calls<GTKWidget>()
        _ = GTKHost(
            VStack {
                ScrollView { Text("Row") }.introspect(
                    .list(style: .grouped), on: .gtk(.v4_8), customize: calls.record())
            }
            .listStyle(.grouped))
        #expect(calls.count == 0)
    }
}
