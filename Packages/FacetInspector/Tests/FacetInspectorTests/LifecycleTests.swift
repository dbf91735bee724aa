import FacetInspector
import FacetUI
import Testing

private struct Loader: View {
    @State private var status = "loading"
    @State private var appeared = 0
    var body: some View {
        VStack {
            Text(status)
            Text("appeared \(appeared)")
        }
        .onAppear { appeared += 1 }
        .task {
            await Task.yield()
            status = "done"
        }
    }
}

@MainActor @Suite struct LifecycleTests {
    @Test func taskSettles() async throws {
        let sut = try Loader().inspect()
        await sut.settle()
        #expect(try sut.vStack().text(0).string() == "done")
    }

    @Test func callOnAppear() throws {
        let sut = try Loader().inspect()
        #expect(try sut.vStack().text(1).string() == "appeared 1")
        try sut.vStack().callOnAppear()
        #expect(try sut.vStack().text(1).string() == "appeared 2")
    }
}
