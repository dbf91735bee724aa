@_spi(Advanced) import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

extension TerminalViewVersion<ListType, TerminalWidget> {
    /// The list's first row widget, derived from the list.
    static let firstRow = Self(for: .v1, selector: .from(ScrollViewWidget.self) { $0.children.first })
    /// The root widget, for the receiver scope only.
    static let root = Self(
        for: .v1,
        selector: IntrospectionSelector.default.withReceiverSelector { node in
            (node.graph.backend as? TerminalBackend)?.tree.root
        })
    /// The enclosing list's first row, for the ancestor scope.
    static let enclosingFirstRow = Self(
        for: .v1,
        selector: IntrospectionSelector.default.withAncestorSelector { node in
            var current = node.parent
            while let candidate = current {
                if let list = candidate.widget as? ScrollViewWidget { return list.children.first }
                current = candidate.parent
            }
            return nil
        })
}

@MainActor @Suite struct IntrospectionSelectorTests {
    @Test func fromDerivesTheTargetFromTheEntry() {
        let model = Model()
        let calls = Calls<TerminalWidget>()
        struct Rows: View {
            let model: Model
            let calls: Calls<TerminalWidget>
            var body: some View {
                List { Text(model.text.isEmpty ? "Alpha" : model.text) }
                    .introspect(.list, on: .terminal(.firstRow), customize: calls.record())
            }
        }
        let host = TerminalHost(Rows(model: model, calls: calls))
        #expect((calls.last as? LabelWidget)?.text == "Alpha")
        // The row's widget is updated in place: the closure is not handed another one.
        let row = calls.last
        model.text = "Gamma"
        host.graph.flush()
        #expect(calls.count == 1)
        #expect(calls.last === row)
        #expect((row as? LabelWidget)?.text == "Gamma")
    }

    @Test func withReceiverSelectorReplacesTheReceiverSearch() {
        let calls = Calls<TerminalWidget>()
        let host = TerminalHost(
            List { Text("Alpha") }.introspect(.list, on: .terminal(.root), customize: calls.record()))
        #expect(calls.count == 1)
        #expect(calls.last === host.backend.tree.root)
    }

    @Test func withAncestorSelectorReplacesTheAncestorSearch() {
        let calls = Calls<TerminalWidget>()
        _ = TerminalHost(
            List {
                Text("Alpha")
                Text("Beta").introspect(
                    .list, on: .terminal(.enclosingFirstRow), scope: .ancestor, customize: calls.record())
            })
        #expect((calls.last as? LabelWidget)?.text == "Alpha")
    }
}
