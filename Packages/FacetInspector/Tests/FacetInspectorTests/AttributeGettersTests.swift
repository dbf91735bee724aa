import FacetInspector
import FacetUI
import Foundation
import Testing

private struct Loader: View {
    @State var query = "a"
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: ","))
            Button("Search") { query = "b" }
        }
        .task(id: query) { log.append("load \(query)") }
    }
}

/// `role()` (Button), `rgba()`/`name()` (Color), Grid's and GridRow's layout, and
/// `callTask(id:)`.
@MainActor @Suite struct AttributeGettersTests {
    @Test func buttonRole() throws {
        let sut = try HStack {
            Button("Delete", role: .destructive) {}
            Button("Keep") {}
        }.inspect().hStack()
        #expect(try sut.button(0).role() == .destructive)
        #expect(try sut.button(1).role() == nil)
    }

    @Test func colorComponentsAndName() throws {
        let sut = try HStack {
            Color(red: 1, green: 0.5, blue: 0)
            Color.red
            Color.primary
        }.inspect().hStack()
        let rgba = try sut.color(0).rgba()
        #expect(rgba.red == 1 && rgba.green == 0.5 && rgba.blue == 0 && rgba.alpha == 1)
        #expect(try sut.color(1).name() == "red")
        let noName = #expect(throws: InspectionError.self) { try sut.color(0).name() }
        #expect(noName?.description == "Color does not have 'name' attribute")
        let resolved = #expect(throws: InspectionError.self) { try sut.color(2).rgba() }
        #expect(resolved?.description == "primary has no fixed components: the context resolves it")
    }

    @Test func gridLayout() throws {
        let grid = try Grid(alignment: .leading, horizontalSpacing: 2) {
            GridRow(alignment: .top) { Text("A") }
            GridRow { Text("B") }
        }.inspect().grid()
        #expect(try grid.alignment() == .leading)
        #expect(try grid.horizontalSpacing() == 2)
        #expect(try grid.verticalSpacing() == nil)
        #expect(try grid.gridRow(0).alignment() == .top)
        #expect(try grid.gridRow(1).alignment() == nil)
    }

    @Test func callTaskForAnID() async throws {
        let sut = try Loader().inspect()
        await sut.settle()
        #expect(try sut.vStack().text(0).string() == "load a")
        try await sut.vStack().callTask(id: "a")
        #expect(try sut.vStack().text(0).string() == "load a,load a")
        let other = await #expect(throws: InspectionError.self) { try await sut.vStack().callTask(id: "z") }
        #expect(other?.description == "VStack does not have 'task(id: z)' modifier (it has: task)")
    }

    @Test func aTaskWithoutAnIDHasNone() async throws {
        let sut = try Text("A").task {}.inspect()
        // FacetUI gives an id-less task no id of a type a user writes: not even 0.
        let error = await #expect(throws: InspectionError.self) { try await sut.text().callTask(id: 0) }
        #expect(error?.description == "Text does not have 'task(id: 0)' modifier (it has: task)")
        try await sut.text().callTask()
    }
}
