import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

@Observable @MainActor private final class Model {
    var name = "a"
    var unrelated = 0
    var shows = true
}

/// The values an action was given, in order.
@MainActor private final class Log {
    var values: [[String]] = []
}

private struct Content: View {
    let model: Model
    let log: Log
    var body: some View {
        VStack {
            if model.shows { Text("1").preference(key: NamesKey.self, value: [model.name]) }
            Text("2").preference(key: NamesKey.self, value: ["fixed"])
            Text("count \(model.unrelated)")
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
    }
}

@MainActor @Suite struct PreferenceActionModifierTests {
    @Test func theActionGetsTheInitialValueOnceTheViewAppears() {
        let log = Log()
        let host = HeadlessHost(Content(model: Model(), log: log), width: 20, height: 5)
        #expect(log.values == [["a", "fixed"]])
        host.flush()
        #expect(log.values == [["a", "fixed"]])
    }

    @Test func theActionRunsOncePerChange() {
        let model = Model()
        let log = Log()
        let host = HeadlessHost(Content(model: model, log: log), width: 20, height: 5)
        model.name = "b"
        host.flush()
        #expect(log.values == [["a", "fixed"], ["b", "fixed"]])
        model.shows = false
        host.flush()
        #expect(log.values == [["a", "fixed"], ["b", "fixed"], ["fixed"]])
    }

    @Test func updatesThatLeaveTheValueAloneDoNotRunTheAction() {
        let model = Model()
        let log = Log()
        let host = HeadlessHost(Content(model: model, log: log), width: 20, height: 5)
        model.unrelated = 1
        host.flush()
        #expect(host.texts.contains("count 1"))
        // A change that comes back to the same value within one update is no change.
        model.name = "c"
        model.name = "a"
        host.flush()
        #expect(log.values == [["a", "fixed"]])
    }

    @Test func stateWrittenByTheActionIsShownInTheNextUpdate() {
        struct Measured: View {
            @State var widest = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Text("widest \(widest)")
                    ForEach(["ab", "abcd", "abc"], id: \.self) { name in
                        Text(name).preference(key: NamesKey.self, value: [name])
                    }
                }
                .onPreferenceChange(NamesKey.self) { names in widest = names.map(\.count).max() ?? 0 }
            }
        }
        let host = HeadlessHost(Measured(), width: 20, height: 5)
        host.flush()
        #expect(host.texts.first == "widest 4")
    }
}
