import FacetInspector
import FacetUI
import Testing

private struct Greeting: View {
    var body: some View { Text("Hello") }
}

private struct Screen: View {
    var body: some View {
        VStack {
            Greeting()
            Button("Go") {}
        }
    }
}

/// Navigation spells the same paths as search, as ViewInspector does: from the inspected
/// root, a path starts with the call naming the root.
@MainActor @Suite struct PathTests {
    @Test func theRootItselfHasAnEmptyPath() throws {
        #expect(try Screen().inspect().pathToRoot == "")
        #expect(try Screen().inspect().view(Screen.self).pathToRoot == "view(Screen.self)")
        #expect(try EmptyView().inspect().emptyView().pathToRoot == "emptyView()")
    }

    @Test func navigationFromACustomRootStartsWithTheRoot() throws {
        let sut = try Greeting().inspect()
        #expect(try sut.text().pathToRoot == "view(Greeting.self).text()")
        #expect(try sut.text().pathToRoot == sut.find(text: "Hello").pathToRoot)
    }

    @Test func navigationAndSearchAgree() throws {
        let sut = try Screen().inspect()
        let navigated = try sut.vStack().view(Greeting.self, 0).text()
        #expect(navigated.pathToRoot == "view(Screen.self).vStack().view(Greeting.self, 0).text()")
        #expect(try sut.find(text: "Hello").pathToRoot == navigated.pathToRoot)
        let label = try sut.vStack().button(1).labelView().text()
        #expect(label.pathToRoot == "view(Screen.self).vStack().button(1).labelView().text()")
        #expect(try sut.vStack().pathToRoot == sut.find(ViewType.VStack.self).pathToRoot)
    }

    @Test func navigationFromAPrimitiveRootStartsWithTheRoot() throws {
        let sut = try VStack { Text("A") }.inspect()
        #expect(try sut.text(0).pathToRoot == "vStack().text(0)")
        #expect(try sut.find(text: "A").pathToRoot == "vStack().text(0)")
    }

    @Test func errorsNameTheFullPath() throws {
        let wrong = #expect(throws: InspectionError.self) { try Screen().inspect().vStack().image(1) }
        #expect(wrong?.description == "view(Screen.self).vStack().image(1) found Button instead of Image")
    }

    @Test func aCallOnAParentNamesTheParentAgain() throws {
        let sut = try Screen().inspect().vStack().view(Greeting.self, 0).text()
        let parent: InspectableView<ViewType.ParentView> = try sut.parent()
        #expect(parent.pathToRoot == "view(Screen.self).vStack().view(Greeting.self, 0)")
        // Named again, not descended into: the same path.
        #expect(try parent.view(Greeting.self).pathToRoot == "view(Screen.self).vStack().view(Greeting.self)")
        #expect(try parent.parent().vStack().pathToRoot == "view(Screen.self).vStack()")
        #expect(try parent.parent().vStack().button(1).labelView().text().string() == "Go")
        let wrong = #expect(throws: InspectionError.self) { try parent.text() }
        #expect(
            wrong?.description
                == "view(Screen.self).vStack().text() found FacetInspectorTests.Greeting instead of Text")
        let root = #expect(throws: InspectionError.self) { try parent.parent().parent().parent() }
        #expect(root?.description == "Screen does not have parent")
    }

    @Test func theParentOfALayersViewIsTheLayer() throws {
        let sut = EmptyView()
            .onAppear {}
            .overlay(HStack { Text("A") }.padding())
            .onDisappear {}
        let text = try sut.inspect().emptyView().overlay().hStack().text(0)
        let stack = try text.parent()
        #expect(try stack.hStack().pathToRoot == "emptyView().overlay().hStack()")
        let layer = try stack.parent()
        #expect(layer.pathToRoot == "emptyView().overlay()")
        // The layer's modifiers are those of the view carrying it.
        #expect(throws: Never.self) { try layer.overlay().hStack() }
        #expect(try layer.overlay().pathToRoot == "emptyView().overlay()")
        let modified = try layer.parent()
        #expect(modified.pathToRoot == "emptyView()")
        #expect(throws: Never.self) { try modified.callOnAppear() }
        #expect(throws: Never.self) { try modified.emptyView().callOnDisappear() }
        #expect(try sut.inspect().emptyView().overlay().parent().pathToRoot == "emptyView()")
    }
}
