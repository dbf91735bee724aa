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

/// Logs a load for each query it is given: a `.task(id:)` whose id changes.
private struct QueryLoader: View {
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

/// `callOnAppear()`, `callOnDisappear()`, `callTask()` and `callTask(id:)`, and `settle()`
/// for `.task` work.
@MainActor @Suite struct LifecycleModifiersTests {
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

    @Test func callOnDisappear() throws {
        final class Box { var calls = 0 }
        let box = Box()
        let sut = try VStack {
            Text("x"); Text("A").onDisappear { box.calls += 1 }
        }.inspect().vStack()
        #expect(box.calls == 0)
        try sut.text(1).callOnDisappear()
        #expect(box.calls == 1)
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

    @Test func callTaskForAnID() async throws {
        let sut = try QueryLoader().inspect()
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

    @Test func callTaskWithoutTheModifier() async throws {
        let error = await #expect(throws: InspectionError.self) {
            try await Text("A").onAppear {}.inspect().text().callTask()
        }
        #expect(error?.description == "Text does not have 'task' modifier (it has: onAppear)")
    }

    @Test func missingModifierMessages() throws {
        let appear = #expect(throws: InspectionError.self) {
            try Text("A").onDisappear {}.inspect().text().callOnAppear()
        }
        #expect(appear?.description == "Text does not have 'onAppear' modifier (it has: onDisappear)")
        let disappear = #expect(throws: InspectionError.self) {
            try Text("A").onAppear {}.inspect().text().callOnDisappear()
        }
        #expect(disappear?.description == "Text does not have 'onDisappear' modifier (it has: onAppear)")
        let none = #expect(throws: InspectionError.self) { try Text("A").inspect().text().callOnAppear() }
        #expect(none?.description == "Text does not have 'onAppear' modifier")
    }
}
