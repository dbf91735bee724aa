@_spi(Internals) import FacetIntrospect
import FacetTerminal
import FacetTestSupport
import FacetUI
import Testing

@MainActor @Suite struct PlatformEntityTests {
    @Test func terminalWidgetsWalkTheirTree() throws {
        let calls = Calls<ScrollViewWidget>()
        let host = TerminalHost(
            List {
                Text("Alpha")
                Text("Beta")
            }
            .introspect(.list, on: .terminal(.v1), customize: calls.record()))
        let list = try #require(calls.last)
        let labels = list.allDescendants.compactMap { ($0 as? LabelWidget)?.text }
        #expect(labels == ["Alpha", "Beta"])
        #expect(list.descendants.count == list.children.count)
        #expect(list.ancestor === list.parent)
        let root = host.backend.tree.root
        #expect(list.ancestors.contains { $0 === root })
        #expect(list.isDescendant(of: root))
        #expect(!root.isDescendant(of: list))
        let label = try #require(list.allDescendants.first { $0 is LabelWidget })
        #expect(label.isDescendant(of: list))
    }
}
