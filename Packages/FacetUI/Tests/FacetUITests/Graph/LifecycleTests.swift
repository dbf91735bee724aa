import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@MainActor private final class Log {
    var entries: [String] = []
}

private struct Child: View {
    let log: Log
    var body: some View {
        Text("child")
            .onAppear { log.entries.append("child appear") }
            .onDisappear { log.entries.append("child disappear") }
    }
}

private struct Parent: View {
    let log: Log
    @State var showChild = true
    @State var value = 0
    var body: some View {
        VStack {
            if showChild { Child(log: log) }
            Button("Hide") { showChild = false }
            Button("Bump") { value += 1 }
        }
        .onAppear { log.entries.append("parent appear") }
        .onChange(of: value) { old, new in log.entries.append("value \(old) -> \(new)") }
    }
}

private struct Loader: View {
    @State var status = "loading"
    var body: some View {
        Text(status).task {
            await Task.yield()
            status = "loaded"
        }
    }
}

private struct Echo: View {
    @Binding var value: Int
    var body: some View {
        if value == 0 { value = 1 }  // writes its parent's state while its body is evaluated
        return Text("echo \(value)")
    }
}

private struct EchoParent: View {
    @State var value = 0
    var body: some View {
        VStack {
            Text("parent \(value)")
            Echo(value: $value)
        }
    }
}

@MainActor @Suite struct LifecycleTests {
    @Test func appearChangeAndDisappearRunInOrder() throws {
        let log = Log()
        let host = HeadlessHost(Parent(log: log))
        #expect(log.entries == ["parent appear", "child appear"])
        try #require(host.backend.widget(text: "Bump")?.parent).send(.activate)
        host.flush()
        try #require(host.backend.widget(text: "Hide")?.parent).send(.activate)
        host.flush()
        #expect(log.entries == ["parent appear", "child appear", "value 0 -> 1", "child disappear"])
        #expect(host.backend.widget(text: "child") == nil)
    }

    @available(*, deprecated)
    @Test func theDeprecatedOnChangeReceivesTheNewValue() throws {
        struct Counter: View {
            let log: Log
            @State var value = 0
            var body: some View {
                Button("Bump") { value += 1 }
                    .onChange(of: value) { new in log.entries.append("now \(new)") }
            }
        }
        let log = Log()
        let host = HeadlessHost(Counter(log: log))
        #expect(log.entries.isEmpty)
        host.send(.activate, toText: "Bump")
        host.flush()
        host.send(.activate, toText: "Bump")
        host.flush()
        #expect(log.entries == ["now 1", "now 2"])
    }

    @Test func taskRunsToCompletionWhenSettled() async {
        let host = HeadlessHost(Loader())
        #expect(host.backend.widget(text: "loading") != nil)
        await host.graph.settle()
        #expect(host.backend.widget(text: "loaded") != nil)
    }

    @Test func stateWriteDuringBodyIsDeferredToTheNextTransaction() {
        let host = HeadlessHost(EchoParent())
        #expect(host.backend.widget(text: "parent 0") != nil)
        #expect(host.backend.widget(text: "echo 1") != nil)
        let counters = host.flush()
        #expect(host.backend.widget(text: "parent 1") != nil)
        #expect(counters.bodiesEvaluated == 1)  // the parent; Echo's binding is unchanged
    }

    @Test func duplicateForEachIdsWarnAndRenderTheFirst() {
        let host = HeadlessHost(VStack { ForEach([1, 2, 1], id: \.self) { Text("n\($0)") } })
        #expect(
            host.graph.warnings == [
                "ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the collection; "
                    + "only the first row with this ID is shown"
            ])
        #expect(host.backend.allWidgets.count == 2)
    }
}

@MainActor private final class TaskProbe {
    var started = false
    var cancelled = false
}

private struct LongTask: View {
    let probe: TaskProbe
    var body: some View {
        Text("working").task {
            probe.started = true
            while !Task.isCancelled { await Task.yield() }
            probe.cancelled = true
        }
    }
}

private struct TaskHost: View {
    let probe: TaskProbe
    @State var shows = true
    var body: some View {
        VStack {
            if shows { LongTask(probe: probe) }
            Button("Remove") { shows = false }
        }
    }
}

@MainActor @Suite struct TaskCancellationTests {
    @Test func aTaskIsCancelledWhenItsViewGoesAway() async throws {
        let probe = TaskProbe()
        let host = HeadlessHost(TaskHost(probe: probe))
        host.flush()
        while !probe.started { await Task.yield() }
        try host.widget(kind: "Button").send(.activate)
        host.flush()
        await host.graph.settle()  // waits for the cancelled task to finish
        #expect(probe.cancelled)
        #expect(host.backend.widget(text: "working") == nil)
    }
}
