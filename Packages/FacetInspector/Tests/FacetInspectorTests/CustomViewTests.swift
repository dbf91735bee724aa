import FacetInspector
import FacetUI
import Testing

/// A custom view (`view(T.self)`): extraction, `actualView()`, search, its body's views as
/// a collection, live `@State`, and the errors.
@MainActor @Suite struct CustomViewTests {
    @Test func extractionFromSingleAndMultipleViewContainers() throws {
        #expect(try Row(title: "A").inspect().view(Row.self).hStack().text(0).string() == "A")
        #expect(
            try AnyView(Row(title: "A")).inspect().anyView().view(Row.self).hStack().text(0).string() == "A")
        let sut = try VStack {
            Text("x"); Row(title: "B")
        }.inspect().vStack()
        #expect(try sut.view(Row.self, 1).hStack().text(0).string() == "B")
        #expect(try sut.view(Row.self, 1).pathToRoot == "vStack().view(Row.self, 1)")
    }

    @Test func actualView() throws {
        let sut = try VStack {
            Row(title: "A"); Row(title: "B")
        }.inspect().vStack()
        #expect(try sut.view(Row.self, 1).actualView().title == "B")
    }

    @Test func searchPath() throws {
        let sut = try VStack {
            Text("x"); Row(title: "B")
        }.inspect()
        #expect(try sut.find(text: "B").pathToRoot == "vStack().view(Row.self, 1).hStack().text(0)")
        #expect(try sut.find(Row.self).pathToRoot == "vStack().view(Row.self, 1)")
    }

    @Test func stateChangesThroughAnAction() throws {
        let sut = try HStack { CountingStack() }.inspect()
        try sut.hStack().view(CountingStack.self, 0).vStack().button(1).tap()
        #expect(try sut.hStack().view(CountingStack.self, 0).vStack().text(0).string() == "Count 1")
        #expect(
            try sut.find(text: "Count 1").pathToRoot
                == "hStack().view(CountingStack.self, 0).vStack().text(0)")
    }

    @Test func aCustomViewIsTheCollectionOfItsBodysViews() throws {
        let sut = try FruitBasket().inspect()
        #expect(sut.count == 1)
        #expect(try sut.view(FruitBasket.self)[0].list().count == 2)
        #expect(sut[0].pathToRoot == "view(FruitBasket.self)[0]")
    }

    @Test func errorMessages() throws {
        let sut = try VStack {
            Text("x"); Row(title: "B")
        }.inspect().vStack()
        let wrong = #expect(throws: InspectionError.self) { try sut.view(Row.self, 0) }
        #expect(wrong?.description == "vStack().view(Row.self, 0) found Text instead of Row")
        let bounds = #expect(throws: InspectionError.self) { try sut.view(Row.self, 2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let missing = #expect(throws: InspectionError.self) { try sut.view(Row.self, 1).padding() }
        #expect(missing?.description == "Row does not have 'padding' modifier")
    }

    @Test func aViewBuilderViewEnclosesTheViewsItsBodyModifies() throws {
        let several = try Padded {
            Text("A")
            Text("B")
        }.inspect()
        #expect(try several.text(1).string() == "B")
        let path = try several.text(1).pathToRoot
        #expect(path == "view(Padded<EmptyView>.self).text(1)")
        // The modifier applies to the views together, not to each.
        #expect(throws: InspectionError.self) { try several.text(0).padding() }
        let bounds = #expect(throws: InspectionError.self) { try several.text(2) }
        #expect(bounds?.description == "Enclosed view index '2' is out of bounds: '0 ..< 2'")
        let single = try Padded { Text("A") }.inspect()
        #expect(try single.text(0).padding() == EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    }

    @Test func aViewWithoutItsEnvironmentObjectIsABlocker() throws {
        let bare = try ScoreReader().inspect()
        let navigation = #expect(throws: InspectionError.self) { try bare.view(ScoreReader.self).text() }
        #expect(navigation?.description == #"ScoreReader is missing EnvironmentObjects: ["score: Score"]"#)
        let search = #expect(throws: InspectionError.self) { try bare.find(text: "Score 0") }
        #expect(
            search?.localizedDescription
                == #"Search did not find a match. Possible blockers: ScoreReader is missing EnvironmentObjects: ["score: Score"]"#
        )
        let supplied = try ScoreReader().environmentObject(Score()).inspect()
        #expect(try supplied.find(text: "Score 0").pathToRoot == "view(ScoreReader.self).text()")
    }

    @Test func aCustomModifierWithoutItsEnvironmentObjectIsABlocker() throws {
        let sut = try EmptyView().modifier(ScoreBadge()).inspect()
        let navigation = #expect(throws: InspectionError.self) {
            try sut.emptyView().modifier(ScoreBadge.self).hStack()
        }
        #expect(navigation?.description == #"ScoreBadge is missing EnvironmentObjects: ["score: Score"]"#)
    }
}

private struct Padded<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { content.padding(4) }
}

private final class Score: ObservableObject {
    @Published var value = 0
}

private struct ScoreReader: View {
    @EnvironmentObject var score: Score
    var body: some View { Text("Score \(score.value)") }
}

private struct ScoreBadge: ViewModifier {
    @EnvironmentObject var score: Score
    func body(content: Content) -> some View {
        HStack {
            content; Text("\(score.value)")
        }
    }
}
