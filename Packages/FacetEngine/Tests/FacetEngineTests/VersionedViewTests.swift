import FacetEngine
import FacetTestSupport
import FacetUI
import Foundation
import Testing

/// A separator drawn by the toolkit where it can, in characters elsewhere.
private struct Separator: VersionedView {
    let log: BodyLog
    var v2Body: some View { Probe(name: "line", log: log) }
    var v1Body: some View { Probe(name: "----", log: log) }
}

/// Implements only levels 1 and 4.
private struct Gallery: VersionedView {
    var v4Body: some View { Text("images") }
    var v1Body: some View { Text("names") }
}

private struct Underlined: VersionedViewModifier {
    func v2Body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            Text("toolkit")
        }
    }
    func v1Body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            Text("‾‾‾")
        }
    }
}

/// A backend whose toolkit measures text (not cells).
@MainActor private func toolkitHost<V: View>(_ view: V) -> HeadlessBackend {
    var metrics = BackendMetrics()
    metrics.textSizeIgnoresProposedHeight = false
    let backend = HeadlessBackend(metrics: metrics)
    _ = ViewGraph(rootView: view, backend: backend, size: CGSize(width: 40, height: 10))
    return backend
}

@MainActor @Suite struct VersionedViewTests {
    @Test func aCellBackendBuildsOnlyTheLevelOneBody() {
        let log = BodyLog()
        let host = HeadlessHost(Separator(log: log))
        #expect(host.texts == ["----"])
        #expect(log.entries == ["----"])
        // The versioned view and the chosen probe: the other body never ran.
        #expect(host.graph.totals.bodiesEvaluated == 2)
    }

    @Test func aToolkitBackendBuildsTheLevelTwoBody() {
        let log = BodyLog()
        let backend = toolkitHost(Separator(log: log))
        #expect(backend.widget(text: "line") != nil)
        #expect(log.entries == ["line"])
    }

    @Test func aMissingBodyIsTheOneBelowAndADeclaredLevelWins() {
        let host = HeadlessHost(
            VStack {
                Gallery()
                Gallery().capabilityLevel(.v3)
                Gallery().capabilityLevel(.v4)
                Gallery().capabilityLevel(.v5)
            })
        #expect(host.texts == ["names", "names", "images", "images"])
    }

    @Test func aVersionedModifierAppliesTheBodyOfTheLevel() {
        let cells = HeadlessHost(Text("title").modifier(Underlined()))
        #expect(cells.texts == ["title", "‾‾‾"])
        let toolkit = toolkitHost(Text("title").modifier(Underlined()))
        #expect(toolkit.widget(text: "toolkit") != nil)
        #expect(toolkit.widget(text: "‾‾‾") == nil)
    }
}
