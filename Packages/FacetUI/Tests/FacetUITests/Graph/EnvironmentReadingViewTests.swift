import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Shade: ViewInputKey { static var defaultValue: String { "light" } }

/// An environment key per conforming type, as a library declares for its users' types.
private enum GreetingKey<Owner>: EnvironmentKey { static var defaultValue: String { "hello" } }

/// Names the greeting of `Owner` in a key path.
private struct GreetingSlot<Owner>: Hashable {}

extension EnvironmentValues {
    fileprivate subscript<Owner>(greeting _: GreetingSlot<Owner>) -> String {
        get { self[GreetingKey<Owner>.self] }
        set { self[GreetingKey<Owner>.self] = newValue }
    }
}

/// Shows the greeting set for its own type and its shade input.
private struct Greeting: EnvironmentReadingView {
    let name: String
    func body(inputs: ViewInputs, environment: EnvironmentValues) -> any View {
        Text("\(environment[greeting: GreetingSlot<Greeting>()]) \(name) (\(inputs[Shade.self]))")
    }
}

/// Chooses a different view type from the environment.
private struct LoudOrQuiet: EnvironmentReadingView {
    func body(inputs: ViewInputs, environment: EnvironmentValues) -> any View {
        environment[greeting: GreetingSlot<LoudOrQuiet>()] == "hello" ? AnyView(Text("quiet")) : Text("LOUD")
    }
}

private struct Screen: View {
    @State var greeting = "hello"
    @State var lineLimit: Int?
    var body: some View {
        VStack {
            Greeting(name: "ada").input(Shade.self, "dark")
            Button("Greet") { greeting = "hi" }
            Button("Limit") { lineLimit = 2 }
        }
        .environment(\.[greeting: GreetingSlot<Greeting>()], greeting)
        .environment(\.lineLimit, lineLimit)
    }
}

@MainActor @Suite struct EnvironmentReadingViewTests {
    @Test func theBodyReadsItsInputsAndTheEnvironment() {
        let host = HeadlessHost(Screen())
        #expect(host.backend.widget(text: "hello ada (dark)") != nil)
    }

    @Test func aChangedValueItReadReevaluatesTheBody() {
        let host = HeadlessHost(Screen())
        host.send(.activate, toText: "Greet")
        let counters = host.flush()
        #expect(host.backend.widget(text: "hi ada (dark)") != nil)
        // Screen's body and the greeting's.
        #expect(counters.bodiesEvaluated == 2)
    }

    @Test func aChangedValueItDidNotReadLeavesTheBody() {
        let host = HeadlessHost(Screen())
        host.send(.activate, toText: "Limit")
        let counters = host.flush()
        #expect(host.backend.widget(text: "hello ada (dark)") != nil)
        // Screen's body only.
        #expect(counters.bodiesEvaluated == 1)
    }

    @Test func theBodyIsBuiltWithoutAnyViewNodes() {
        let host = HeadlessHost(LoudOrQuiet().environment(\.[greeting: GreetingSlot<LoudOrQuiet>()], "hey"))
        #expect(host.backend.widget(text: "LOUD") != nil)
        #expect(host.node { $0 is AnyViewNode } == nil)
        #expect(host.node { $0 is EnvironmentReadingNode<LoudOrQuiet> } != nil)
    }
}
