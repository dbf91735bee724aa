import FacetInspector
import FacetUI
import Testing

private struct About: View {
    var body: some View {
        VStack {
            LabeledContent("Version", value: "1.2")
            LabeledContent {
                Text("a@b.c"); Image(systemName: "envelope")
            } label: {
                Label("Account", systemImage: "person")
            }
        }
    }
}

@MainActor @Suite struct LabeledContentTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try LabeledContent("L", value: "V").inspect().labeledContent().text(0).string() == "V")
        #expect(try About().inspect().vStack().labeledContent(1).image(1).systemName() == "envelope")
    }

    @Test func labelView() throws {
        let sut = try About().inspect().vStack()
        #expect(try sut.labeledContent(0).labelView().text().string() == "Version")
        #expect(try sut.labeledContent(1).labelView().label().title().text().string() == "Account")
        #expect(
            try sut.labeledContent(0).labelView().pathToRoot
                == "view(About.self).vStack().labeledContent(0).labelView()")
    }

    @Test func searchPath() throws {
        #expect(
            try About().inspect().find(text: "a@b.c").pathToRoot
                == "view(About.self).vStack().labeledContent(1).text(0)")
    }

    @Test func errorMessages() throws {
        let bounds = #expect(throws: InspectionError.self) {
            try LabeledContent("L", value: "V").inspect().labeledContent().text(1)
        }
        #expect(bounds?.description == "Enclosed view index '1' is out of bounds: '0 ..< 1'")
        let wrong = #expect(throws: InspectionError.self) { try Text("A").inspect().labeledContent() }
        #expect(wrong?.description == "labeledContent() found Text instead of LabeledContent")
        let missing = #expect(throws: InspectionError.self) {
            try LabeledContent("L", value: "V").inspect().labeledContent().padding()
        }
        #expect(missing?.description == "LabeledContent does not have 'padding' modifier")
    }

    @Test func searchLooksInsideTheLabel() throws {
        let sut = try About().inspect()
        #expect(
            try sut.find(text: "Version").pathToRoot
                == "view(About.self).vStack().labeledContent(0).labelView().text()")
        let account = try sut.find(ViewType.Label.self)
        #expect(account.pathToRoot == "view(About.self).vStack().labeledContent(1).labelView().label()")
        #expect(try sut.vStack().labeledContent(1).labelView().label().title().text().string() == "Account")
    }

    @Test func labelUnderLabelsHiddenIsHidden() throws {
        let sut = LabeledContent {
            Text("1")
        } label: {
            Label("2", systemImage: "3")
        }.labelsHidden()
        let label = try sut.inspect().labeledContent().labelView().label()
        #expect(label.isHidden())
        let title = try sut.inspect().find(text: "2")
        #expect(title.labelsHidden())
        #expect(title.isHidden())
        #expect(title.pathToRoot == "labeledContent().labelView().label().title().text()")
        // The content stays shown.
        #expect(try sut.inspect().find(text: "1").isHidden() == false)
        let shown = LabeledContent("Version", value: "1.2")
        #expect(try shown.inspect().labeledContent().labelView().text().isHidden() == false)
    }
}
