import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Tone: ViewInputKey { static var defaultValue: String { "plain" } }

/// Shows the inputs it was built with.
private struct InputsLabel: InputReadingView {
    func body(inputs: ViewInputs) -> any View {
        let axis = inputs[StackAxisInputKey.self].map { "\($0)" } ?? "none"
        return Text("\(inputs[Tone.self]) \(inputs[ContainerStyleContextKey.self]) \(axis)")
    }
}

/// Chooses a different view type from an input.
private struct Chooser: InputReadingView {
    func body(inputs: ViewInputs) -> any View {
        inputs[Tone.self] == "loud" ? AnyView(Text("LOUD")) : Text("quiet")
    }
}

private struct Toggler: View {
    @State var tone = "loud"
    var body: some View {
        VStack {
            InputsLabel().input(Tone.self, tone)
            Button("Soften") { tone = "soft" }
        }
    }
}

@MainActor @Suite struct ViewInputsTests {
    @Test func defaultsWithoutWriters() {
        let host = HeadlessHost(InputsLabel())
        #expect(host.backend.widget(text: "plain none none") != nil)
    }

    @Test func writtenInputsReachDescendants() {
        let host = HeadlessHost(VStack { HStack { InputsLabel() } }.input(Tone.self, "loud"))
        #expect(host.backend.widget(text: "loud none horizontal") != nil)
    }

    @Test func containersRecordTheirStyleContext() {
        let host = HeadlessHost(
            VStack {
                ScrollView { InputsLabel() }.frame(height: 1)
                List { InputsLabel() }.frame(height: 1)
                Form { InputsLabel() }.frame(height: 2)
                NavigationStack { InputsLabel() }.frame(height: 2)
            }, width: 60, height: 20)
        #expect(host.backend.widget(text: "plain scrollView vertical") != nil)
        #expect(host.backend.widget(text: "plain list vertical") != nil)
        #expect(host.backend.widget(text: "plain form vertical") != nil)
        #expect(host.backend.widget(text: "plain navigationStack vertical") != nil)
    }

    @Test func inputsAreFixedWhenTheNodeIsBuilt() throws {
        let host = HeadlessHost(Toggler())
        #expect(host.backend.widget(text: "loud none vertical") != nil)
        try #require(host.backend.widget(text: "Soften")?.parent).send(.activate)
        host.flush()
        #expect(host.backend.widget(text: "loud none vertical") != nil)
    }

    @Test func inputReadingViewsBuildTheirBodyWithoutAnyViewNodes() {
        let host = HeadlessHost(Chooser().input(Tone.self, "soft"))
        #expect(host.backend.widget(text: "quiet") != nil)
        func hasAnyView(_ node: ViewNode) -> Bool {
            node is AnyViewNode || node.children.contains(where: hasAnyView)
        }
        #expect(!hasAnyView(host.graph.root))
        #expect(host.graph.root.children.first?.children.first?.inputs[Tone.self] == "soft")
    }
}

/// Shows whether the backend measures text in cells.
private struct BackendLabel: InputReadingView {
    func body(inputs: ViewInputs) -> any View {
        let metrics = inputs[BackendMetricsInputKey.self]
        return Text(
            "cells \(metrics.textSizeIgnoresProposedHeight) spacing \(Int(metrics.horizontalSpacing))")
    }
}

@MainActor @Suite struct BackendMetricsInputTests {
    @Test func everyNodeIsBuiltWithTheBackendsMetrics() {
        var metrics = BackendMetrics(horizontalSpacing: 8)
        metrics.textSizeIgnoresProposedHeight = false
        let backend = HeadlessBackend(metrics: metrics)
        _ = ViewGraph(
            rootView: VStack { BackendLabel() }, backend: backend, size: CGSize(width: 40, height: 4))
        #expect(backend.widget(text: "cells false spacing 8") != nil)
        let host = HeadlessHost(BackendLabel())
        #expect(host.backend.widget(text: "cells true spacing 1") != nil)
    }
}
