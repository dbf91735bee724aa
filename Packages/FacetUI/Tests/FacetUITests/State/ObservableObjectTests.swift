import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = "Taps"
    /// Not published: changing it alone updates nothing (as in SwiftUI).
    var note = ""
    nonisolated(unsafe) static var made = 0
    init() { Counter.made += 1 }
}

private struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.label): \(counter.count)") }
}

private struct Owner: View {
    @StateObject private var counter = Counter()
    let title: String
    var body: some View {
        VStack {
            Text(title)
            Button("Add") { counter.count += 1 }
            CounterView(counter: counter)
        }
    }
}

private struct Parent: View {
    @State var title = "One"
    var body: some View {
        VStack {
            Button("Rename") { title = "Two" }
            Owner(title: title)
        }
    }
}

/// Counts its evaluations (used by one test only: tests run in parallel).
private struct NoteView: View {
    @ObservedObject var counter: Counter
    nonisolated(unsafe) static var evaluations = 0
    var body: some View {
        NoteView.evaluations += 1
        return Text("Note: \(counter.note)")
    }
}

private struct Reader: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Text("Read \(counter.count)") }
}

private struct Bystander: View {
    var body: some View { Text("Unrelated") }
}

private struct Editor: View {
    @ObservedObject var counter: Counter
    var body: some View { TextField("Label", text: $counter.label) }
}

private struct LabelField: View {
    @Binding var text: String
    var body: some View { TextField("Label", text: $text) }
}

private struct BindingOwner: View {
    @EnvironmentObject var counter: Counter
    var body: some View { LabelField(text: $counter.label) }
}

@MainActor @Suite struct ObservableObjectTests {
    @Test func aPublishedChangeReevaluatesOnlyTheViewsObservingTheObject() {
        let counter = Counter()
        let host = HeadlessHost(
            VStack {
                CounterView(counter: counter); Bystander()
            })
        #expect(host.backend.widget(text: "Taps: 0") != nil)
        counter.count = 3
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 1)
        #expect(counters.widgetsUpdated == 1)
        #expect(host.backend.widget(text: "Taps: 3") != nil)
    }

    @Test func severalChangesBeforeAnUpdateAreOneTransaction() {
        let counter = Counter()
        let host = HeadlessHost(CounterView(counter: counter))
        counter.count = 1
        counter.label = "Clicks"
        counter.count = 2
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 1)
        #expect(host.backend.widget(text: "Clicks: 2") != nil)
    }

    @Test func anUnpublishedChangeUpdatesNothingUntilObjectWillChangeIsSent() {
        let counter = Counter()
        let host = HeadlessHost(NoteView(counter: counter))
        #expect(NoteView.evaluations == 1)
        counter.note = "quiet"
        host.flush()
        #expect(NoteView.evaluations == 1)
        #expect(host.backend.widget(text: "Note: ") != nil)
        counter.objectWillChange.send()
        #expect(host.flush().bodiesEvaluated == 1)
        #expect(NoteView.evaluations == 2)
        #expect(host.backend.widget(text: "Note: quiet") != nil)
    }

    @Test func aStateObjectIsMadeOnceAndSurvivesItsParentsUpdates() throws {
        Counter.made = 0
        let host = HeadlessHost(Parent())
        #expect(Counter.made == 1)
        try #require(host.backend.widget(text: "Add")).parent!.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "Taps: 1") != nil)
        // The parent makes a new Owner value; its state object is the same one.
        try #require(host.backend.widget(text: "Rename")).parent!.send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "Two") != nil)
        #expect(host.backend.widget(text: "Taps: 1") != nil)
        #expect(Counter.made == 1)
    }

    @Test func anEnvironmentObjectIsReadByDescendantsAndObserved() {
        let counter = Counter()
        let host = HeadlessHost(VStack { Reader() }.environmentObject(counter))
        #expect(host.backend.widget(text: "Read 0") != nil)
        counter.count = 5
        let counters = host.flush()
        #expect(counters.bodiesEvaluated == 1)
        #expect(host.backend.widget(text: "Read 5") != nil)
    }

    @Test func aViewWhoseEnvironmentObjectIsMissingShowsNothingAndWarns() {
        let host = HeadlessHost(VStack { Reader(); Bystander() })
        #expect(host.backend.widget(text: "Unrelated") != nil)
        #expect(host.texts == ["Unrelated"])
        #expect(
            host.graph.warnings == [
                "Reader shows nothing: no ObservableObject is supplied for [\"counter: Counter\"]; "
                    + "a View.environmentObject(_:) may be missing as an ancestor of this view"
            ])
    }

    @Test func aBindingToAPublishedPropertyWritesThroughAndFollowsIt() throws {
        let counter = Counter()
        let host = HeadlessHost(Editor(counter: counter))
        let field = try #require(host.backend.allWidgets.first { $0.content is TextFieldContent })
        field.send(.text("Presses"))
        host.flush()
        #expect(counter.label == "Presses")
        counter.label = "Hits"
        host.flush()
        #expect((field.content as? TextFieldContent)?.text == "Hits")
    }

    @Test func aChildHoldingOnlyABindingIsUpdatedWhenTheObjectChanges() throws {
        let counter = Counter()
        let host = HeadlessHost(BindingOwner().environmentObject(counter))
        let field = try #require(host.backend.allWidgets.first { $0.content is TextFieldContent })
        counter.label = "Changed"
        host.flush()
        #expect((field.content as? TextFieldContent)?.text == "Changed")
    }

    @Test func aChangeFromAnotherThreadIsAppliedOnTheMainActor() async {
        let counter = Counter()
        let host = HeadlessHost(CounterView(counter: counter))
        let box = UncheckedBox(counter)
        await Task.detached { box.value.count = 9 }.value
        // The invalidation hops to the main queue; let it run.
        for _ in 0..<100 where host.backend.widget(text: "Taps: 9") == nil {
            try? await Task.sleep(nanoseconds: 1_000_000)
            host.flush()
        }
        #expect(host.backend.widget(text: "Taps: 9") != nil)
    }

    @Test func eachObjectHasItsOwnPublisherAndKeepsIt() {
        let first = Counter()
        let second = Counter()
        #expect(first.objectWillChange === first.objectWillChange)
        #expect(first.objectWillChange !== second.objectWillChange)
    }
}

private final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
