import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

/// Wraps the visited view type in an AnyView, as Engine's README accessor does.
private struct ViewAccessor: ViewVisitor {
    var input: Any
    var output: AnyView?

    mutating func visit<Content: View>(type: Content.Type) {
        output = (input as? Content).map { AnyView($0) }
    }
}

/// Records the names of the modifier types visited.
private struct ModifierName: ViewModifierVisitor {
    var name = ""
    mutating func visit<Modifier: ViewModifier>(type: Modifier.Type) { name = "\(Modifier.self)" }
}

private struct Spaced: ViewModifier {
    func body(content: Content) -> some View { content.padding(1) }
}

/// Collects the type names and ids of the subviews it visits; stops after `limit`.
private struct Collector: MultiViewVisitor {
    var limit = Int.max
    var entries: [String] = []
    mutating func visit<Content: View>(content: Content, context: Context, stop: inout Bool) {
        let id = context.explicitID.map { " \($0)" } ?? ""
        entries.append("\(context.index):\(Content.self)\(id)")
        stop = entries.count >= limit
    }
}

@MainActor @Suite struct VisitorTests {
    @Test func anAnyValueIsOpenedAsItsConcreteViewType() throws {
        let value: Any = Text("Hello, World!")
        var accessor = ViewAccessor(input: value)
        let conformance = ViewProtocolDescriptor.conformance(of: type(of: value))
        conformance?.visit(visitor: &accessor)
        let view = try #require(accessor.output)
        let host = HeadlessHost(view)
        #expect(host.texts == ["Hello, World!"])
    }

    @Test func nonViewsHaveNoConformance() {
        #expect(ViewProtocolDescriptor.conformance(of: Int.self) == nil)
        #expect(ViewModifierProtocolDescriptor.conformance(of: Text.self) == nil)
        var name = ModifierName()
        ViewModifierProtocolDescriptor.conformance(of: Spaced.self)?.visit(visitor: &name)
        #expect(name.name == "Spaced")
    }

    @Test func aMultiViewVisitorSeesEachSubviewWithItsType() {
        let content = Group {
            Text("a")
            ForEach([1, 2], id: \.self) { Text("\($0)").modifier(Spaced()) }
            if false { Text("never") }
            Divider()
        }
        var collector = Collector()
        content.visit(visitor: &collector)
        #expect(
            collector.entries == [
                "0:Text", "1:ModifiedContent<Text, Spaced> 1", "2:ModifiedContent<Text, Spaced> 2",
                "3:Divider",
            ])
        var limited = Collector(limit: 2)
        content.visit(visitor: &limited)
        #expect(limited.entries.count == 2)
    }

    @Test func isEmptyViewLooksThroughStructure() {
        let flag = false
        #expect(EmptyView().isEmptyView)
        #expect(Group { if flag { Text("x") } }.isEmptyView)
        #expect(ForEach([Int](), id: \.self) { Text("\($0)") }.isEmptyView)
        #expect(!Text("x").isEmptyView)
    }
}
