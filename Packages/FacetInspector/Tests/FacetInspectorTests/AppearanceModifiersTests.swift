import FacetInspector
import FacetUI
import Testing

/// `.tint(_:)`, `.accentColor(_:)`, `.labelsHidden()`, `.controlSize(_:)`, `.help(_:)`,
/// `.preferredColorScheme(_:)` (and `colorScheme()` falling back to it), as inspection reads them.
@MainActor @Suite struct AppearanceModifiersTests {
    @Test func tintAndAccentColor() throws {
        let sut = try VStack { Button("Go") {} }.tint(.green).inspect().vStack()
        #expect(try sut.button(0).tint() == .green)
        #expect(try Slider(value: .constant(0)).tint(Color.red as Color?).inspect().slider().tint() == .red)
        #expect(try EmptyView().tint(nil as Color?).inspect().emptyView().tint() == nil)
        let accent = try Text("A").accentColor(.orange).inspect().text()
        #expect(try accent.accentColor() == .orange)
        let noTint = #expect(throws: InspectionError.self) { try accent.tint() }
        #expect(noTint?.localizedDescription == "Text does not have 'tint' modifier")
        let noAccent = #expect(throws: InspectionError.self) {
            try EmptyView().inspect().emptyView().accentColor()
        }
        #expect(noAccent?.localizedDescription == "EmptyView does not have 'accentColor' modifier")
    }

    @Test func labelsHidden() throws {
        let sut = try VStack { Toggle("A", isOn: .constant(true)) }.labelsHidden().inspect().vStack()
        #expect(sut.labelsHidden())
        #expect(try sut.toggle(0).labelsHidden())
        // The label is still there to inspect.
        #expect(try sut.toggle(0).labelView().text().string() == "A")
        #expect(
            try Toggle("B", isOn: .constant(true)).labelsVisibility(.hidden).inspect().toggle().labelsHidden()
        )
        #expect(try !Toggle("C", isOn: .constant(true)).inspect().toggle().labelsHidden())
        #expect(
            try !Toggle("D", isOn: .constant(true)).labelsVisibility(.visible).inspect().toggle()
                .labelsHidden())
    }

    @Test func controlSize() throws {
        let sut = try HStack { Button("OK") {} }.controlSize(.small).inspect().hStack()
        #expect(try sut.button(0).controlSize() == .small)
        let missing = #expect(throws: InspectionError.self) { try Text("A").inspect().text().controlSize() }
        #expect(missing?.localizedDescription == "Text does not have 'controlSize' modifier")
    }

    @Test func aSearchFindsTheHelpText() throws {
        let sut = try AnyView(EmptyView().padding().help("Fetches changes")).inspect()
        #expect(try sut.find(text: "Fetches changes").pathToRoot == "anyView().emptyView().help()")
    }

    @Test func help() throws {
        let sut = try Button("Sync") {}.help("Fetches changes").inspect().button()
        #expect(try sut.help().string() == "Fetches changes")
        #expect(
            try Text("A").help(Text("Shown on hover")).inspect().text().help().string() == "Shown on hover")
        let string: String = "From a string"
        #expect(try Text("A").help(string).inspect().text().help().string() == "From a string")
        let missing = #expect(throws: InspectionError.self) { try Text("A").inspect().text().help() }
        #expect(missing?.localizedDescription == "Text does not have 'help()' modifier")
        // Help is the view's own, not its container's.
        let inner = #expect(throws: InspectionError.self) {
            try VStack { Text("A") }.help("Stack").inspect().vStack().text(0).help()
        }
        #expect(inner?.localizedDescription == "Text does not have 'help()' modifier")
    }

    @Test func preferredColorScheme() throws {
        let sut = try VStack { Text("A") }.preferredColorScheme(.dark).inspect().vStack()
        #expect(try sut.preferredColorScheme() == .dark)
        #expect(try sut.text(0).preferredColorScheme() == .dark)
        #expect(try sut.text(0).colorScheme() == .dark)
        #expect(try Text("B").preferredColorScheme(nil).inspect().text().preferredColorScheme() == nil)
        let missing = #expect(throws: InspectionError.self) {
            try Text("C").inspect().text().preferredColorScheme()
        }
        #expect(missing?.localizedDescription == "Text does not have 'preferredColorScheme' modifier")
        let scheme = #expect(throws: InspectionError.self) { try Text("C").inspect().text().colorScheme() }
        #expect(scheme?.localizedDescription == "Text does not have 'colorScheme' modifier")
    }
}
