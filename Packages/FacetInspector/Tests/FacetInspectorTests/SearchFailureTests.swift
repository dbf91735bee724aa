import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Toolbar: View {
    var body: some View {
        VStack {
            Text("Saved")
            HStack {
                Button("Save all") {}
                Button("Cancel") {}
            }
            Text("Sale").id(7)
            Link("Help", destination: URL(string: "https://example.com/help")!)
        }
    }
}

/// What a failed search says: the nearest candidates with their paths, then the tree.
@MainActor @Suite struct SearchFailureTests {
    @Test func viewInspectorsSpellingHasItsText() {
        #expect(
            InspectionError.searchFailure(skipped: 0, blockers: ["Abc", "Def"]).localizedDescription
                == "Search did not find a match. Possible blockers: Abc, Def")
        #expect(
            InspectionError.searchFailure(skipped: 3, blockers: []).localizedDescription
                == "Search did only find 3 matches")
    }

    @Test func textSearchNamesTheMostSimilarTextsFirst() throws {
        let error = #expect(throws: InspectionError.self) { try Toolbar().inspect().find(text: "Save") }
        #expect(
            error?.description == """
                Search did not find a match. Nearest candidates:
                  view(Toolbar.self).vStack().text(0): Text "Saved"
                  view(Toolbar.self).vStack().hStack(1).button(0).labelView().text(): Text "Save all"
                  view(Toolbar.self).vStack().text(2): Text "Sale"
                Traversed:
                Toolbar
                  VStack
                    Text "Saved"
                    HStack
                      Button
                        Text "Save all"
                      Button
                        Text "Cancel"
                    Text "Sale"
                    Link
                      Text "Help"
                """)
    }

    @Test func buttonSearchNamesTheButtonsWithTheNearestLabels() throws {
        let error = #expect(throws: InspectionError.self) { try Toolbar().inspect().find(button: "Save") }
        let candidates = error?.description.components(separatedBy: "\nTraversed:").first
        #expect(
            candidates == """
                Search did not find a match. Nearest candidates:
                  view(Toolbar.self).vStack().hStack(1).button(0): Button (Text "Save all")
                  view(Toolbar.self).vStack().hStack(1).button(1): Button (Text "Cancel")
                """)
    }

    @Test func typedSearchNamesTheViewsOfThatTypeNearestTheStartFirst() throws {
        let sut = try Toolbar().inspect()
        let error = #expect(throws: InspectionError.self) {
            try sut.find(ViewType.Button.self, where: { _ in false })
        }
        #expect(
            error?.description.components(separatedBy: "\nTraversed:").first == """
                Search did not find a match. Nearest candidates:
                  view(Toolbar.self).vStack().hStack(1).button(0): Button
                  view(Toolbar.self).vStack().hStack(1).button(1): Button
                """)
        let link = #expect(throws: InspectionError.self) {
            try sut.find(link: URL(string: "https://example.com/faq")!)
        }
        #expect(
            link?.description.components(separatedBy: "\nTraversed:").first == """
                Search did not find a match. Nearest candidates:
                  view(Toolbar.self).vStack().link(3): Link (https://example.com/help)
                """)
    }

    @Test func searchesWithoutCandidatesShowTheTreeOnly() throws {
        let sut = try Text("A").inspect()
        let noType = #expect(throws: InspectionError.self) { try sut.find(ViewType.Toggle.self) }
        #expect(noType?.description == "Search did not find a match. Traversed:\nText \"A\"")
        // Any view would be a candidate of an untyped search: none is named.
        let untyped = #expect(throws: InspectionError.self) { try sut.find(where: { _ in false }) }
        #expect(untyped?.description == "Search did not find a match. Traversed:\nText \"A\"")
    }

    @Test func identitySearchesNameTheViewsWithSuchAModifier() throws {
        let sut = try Toolbar().inspect()
        let id = #expect(throws: InspectionError.self) { try sut.find(viewWithId: 8) }
        #expect(
            id?.description.components(separatedBy: "\nTraversed:").first == """
                Search did not find a match. Nearest candidates:
                  view(Toolbar.self).vStack().text(2): Text "Sale" (id: 7)
                """)
        let label = #expect(throws: InspectionError.self) {
            try VStack {
                Text("1").accessibilityLabel("Total")
                Text("2").accessibilityLabel("Tax")
                Text("3")
            }.inspect().find(viewWithAccessibilityLabel: "Totals")
        }
        #expect(
            label?.description.components(separatedBy: "\nTraversed:").first == """
                Search did not find a match. Nearest candidates:
                  vStack().text(0): Text "1" (accessibilityLabel: "Total")
                  vStack().text(1): Text "2" (accessibilityLabel: "Tax")
                """)
    }

    @Test func upwardSearchShowsTheViewsAboveTheStart() throws {
        let text = try Toolbar().inspect().find(text: "Cancel")
        let error = #expect(throws: InspectionError.self) {
            try text.find(ViewType.HStack.self, relation: .parent, where: { _ in false })
        }
        #expect(
            error?.description == """
                Search did not find a match. Nearest candidates:
                  view(Toolbar.self).vStack().hStack(1): HStack
                Traversed:
                Toolbar
                  VStack
                    HStack
                      Button
                        Text "Cancel"
                """)
    }

    @Test func skippedMatchesAreCounted() throws {
        let error = #expect(throws: InspectionError.self) {
            try Toolbar().inspect().find(ViewType.Button.self, skipFound: 2)
        }
        #expect(error?.description.hasPrefix("Search did only find 2 matches. Nearest candidates:") == true)
    }
}

/// ViewInspector's suites compare `localizedDescription` with its exact texts: Facet's
/// explanations are in `description` and `explanation`, never in the message.
@MainActor @Suite struct ErrorMessageTests {
    @Test func aMissingModifierKeepsViewInspectorsTextAndExplainsBesideIt() throws {
        let error = #expect(throws: InspectionError.self) {
            try EmptyView().offset(x: 1).inspect().emptyView().padding()
        }
        #expect(error?.localizedDescription == "EmptyView does not have 'padding' modifier")
        #expect(error?.message == "EmptyView does not have 'padding' modifier")
        #expect(error?.explanation == "(it has: offset)")
        #expect(error?.description == "EmptyView does not have 'padding' modifier (it has: offset)")
    }

    @Test func aFailedSearchKeepsViewInspectorsTextAndExplainsBesideIt() throws {
        let error = #expect(throws: InspectionError.self) {
            try VStack { Text("A") }.inspect().find(text: "B")
        }
        #expect(error?.localizedDescription == "Search did not find a match")
        #expect(error?.explanation?.contains("Traversed:") == true)
        #expect(error?.description.hasPrefix("Search did not find a match. ") == true)
    }
}
