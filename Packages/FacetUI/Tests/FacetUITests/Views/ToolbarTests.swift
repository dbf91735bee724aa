import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Editor: View {
    @State private var saves = 0
    @State private var editing = true
    var body: some View {
        NavigationStack {
            Text("Saved \(saves)")
                .navigationTitle("Note")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Undo") { saves = 0 } }
                    if editing {
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { saves += 1 } }
                    } else {
                        ToolbarItem(placement: .primaryAction) { Button("Edit") { editing = true } }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Done") { editing = false }
                        Text("\(saves) saves")
                    }
                }
        }
    }
}

private struct Principal: View {
    var body: some View {
        NavigationStack {
            Text("Page")
                .navigationTitle("Hidden title")
                .toolbar { ToolbarItem(placement: .principal) { Text("Centre") } }
        }
    }
}

private struct WindowToolbar: View {
    @State private var count = 0
    var body: some View {
        Text("Count \(count)")
            .toolbar { Button("Add") { count += 1 } }
    }
}

private struct BarlessPage: View {
    @State private var hidesBar = true
    var body: some View {
        VStack {
            Button("Show bar") { hidesBar = false }
        }
        .navigationTitle("Second")
        .navigationBarBackButtonHidden()
        .toolbar(hidesBar ? .hidden : .visible, for: .navigationBar)
    }
}

private struct HiddenBars: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Next") { BarlessPage() }
                .navigationTitle("First")
        }
    }
}

@MainActor @Suite struct ToolbarTests {
    @Test func itemsAreDrawnInTheNavigationBarByPlacement() throws {
        let host = TerminalHost(Editor(), width: 30, height: 5)
        #expect(
            host.screen == """
                 [ Undo ]    Note    [ Save ]

                            Saved 0
                ──────────────────────────────
                       [ Done ] 0 saves
                """)
    }

    @Test func itemsAreLiveButtons() throws {
        let host = HeadlessHost(Editor(), width: 30, height: 6)
        host.send(.activate, toText: "Save")
        host.flush()
        host.send(.activate, toText: "Save")
        host.flush()
        #expect(host.frame(of: "Saved 2") != nil)
        #expect(host.frame(of: "2 saves") != nil)
        // The bottom bar's button switches the trailing item through the builder's `if`.
        host.send(.activate, toText: "Done")
        host.flush()
        #expect(host.backend.widget(text: "Save") == nil)
        #expect(host.frame(of: "Edit") != nil)
    }

    @Test func aPrincipalItemTakesTheTitlesPlace() throws {
        let host = TerminalHost(Principal(), width: 20, height: 3)
        #expect(host.screen.hasPrefix("       Centre"))
        #expect(!host.screen.contains("Hidden title"))
    }

    @Test func aToolbarOutsideANavigationStackShowsInTheWindowsBar() throws {
        let host = HeadlessHost(WindowToolbar(), width: 20, height: 5)
        let add = try #require(host.frame(of: "Add"))
        #expect(add.minY == 0)
        // At the trailing edge, inside one cell of margin (the text is inside the brackets).
        #expect(add.maxX == 17)
        host.send(.activate, toText: "Add")
        host.flush()
        #expect(host.frame(of: "Count 1") != nil)
        #expect(host.widgets(kind: "NavigationBar").count == 1)
    }

    @Test func hiddenBarsAndBackButton() throws {
        let host = HeadlessHost(HiddenBars(), width: 30, height: 5)
        try host.widget(kind: "NavigationLink").send(.activate)
        host.flush()
        #expect(host.widgets(kind: "NavigationBar").isEmpty)
        // The page has the whole height: centred in 5 rows, not in the 4 under a bar.
        #expect(host.frame(of: "Show bar")?.minY == 2)
        host.send(.activate, toText: "Show bar")
        host.flush()
        let bar = try host.content(NavigationBarContent.self, kind: "NavigationBar")
        #expect(bar == NavigationBarContent(title: "Second", showsBackButton: false))
    }

    @Test func placementsAreEqualOnlyToThemselves() {
        let placements: [ToolbarItemPlacement] = [
            .automatic, .principal, .navigation, .primaryAction, .secondaryAction, .status,
            .confirmationAction,
            .cancellationAction, .destructiveAction, .keyboard, .topBarLeading, .topBarTrailing, .bottomBar,
            ToolbarItemPlacement(id: "a"), ToolbarItemPlacement(id: "b"),
        ]
        #expect(Set(placements).count == placements.count)
        #expect(ToolbarItemPlacement.topBarLeading == .navigationBarLeading)
        #expect(ToolbarItemPlacement(id: 1) != ToolbarItemPlacement(id: "1"))
    }

    @Test func aLabeledGroupShowsItsItemsAndToolbarVisibilityHidesTheBottomBar() throws {
        let labeled = TerminalHost(
            NavigationStack {
                Text("Page").toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("One") {}
                    } label: {
                        Text("More")
                    }
                }
            }, width: 20, height: 5)
        // On the last row; the label is not drawn while the items fit.
        #expect(labeled.position(of: "One")?.y == 4)
        #expect(!labeled.screen.contains("More"))
        let hidden = TerminalHost(
            NavigationStack {
                Text("Page")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Text("One") } }
                    .toolbarVisibility(.hidden, for: .bottomBar)
            }, width: 20, height: 5)
        #expect(!hidden.screen.contains("One"))
        #expect(hidden.screen.contains("Page"))
    }

    @Test func aLabelAmongToolbarItemsShowsItsIconAlone() throws {
        let host = TerminalHost(
            NavigationStack {
                Label("Inbox", systemImage: "tray")
                    .navigationTitle("Mail")
                    .toolbar {
                        ToolbarItem { Button("Add Expense", systemImage: "plus") {} }
                        ToolbarItem(placement: .bottomBar) { Label("Archive", systemImage: "archivebox") }
                    }
            }, width: 30, height: 5)
        // In the bars the icon alone, as SwiftUI draws toolbar items; the page keeps both.
        #expect(host.screen.split(separator: "\n").first?.hasSuffix("[ + ]") == true)
        #expect(!host.screen.contains("Add Expense") && !host.screen.contains("Archive"))
        #expect(host.screen.contains("Inbox"))
        // A style set on the item itself still wins.
        let titled = TerminalHost(
            NavigationStack {
                Text("Page").toolbar { Button("Add", systemImage: "plus") {}.labelStyle(.titleAndIcon) }
            }, width: 30, height: 3)
        #expect(titled.screen.contains("+ Add"))
    }
}
