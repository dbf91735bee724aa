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

    @Test func callTaskRunsTheActionAndWaitsForIt() async throws {
        let sut = try Counter().inspect()
        await sut.settle()
        #expect(try sut.text().string() == "runs 1")
        try await sut.text().callTask()
        #expect(try sut.text().string() == "runs 2")
    }

    @Test func callTaskOnATaskWithAnID() async throws {
        let sut = try Text("A").task(id: 1) {}.inspect()
        await #expect(throws: Never.self) { try await sut.text().callTask() }
    }

    @Test func callTaskWithoutTheModifier() async throws {
        let error = await #expect(throws: InspectionError.self) {
            try await Text("A").onAppear {}.inspect().text().callTask()
        }
        #expect(error?.description == "Text does not have 'task' modifier (it has: onAppear)")
    }
}

private struct Counter: View {
    @State private var runs = 0
    var body: some View {
        Text("runs \(runs)")
            .task {
                await Task.yield()
                runs += 1
            }
    }
}
