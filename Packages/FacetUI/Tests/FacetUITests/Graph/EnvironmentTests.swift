import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private struct Accent: EnvironmentKey { static let defaultValue = "none" }

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[Accent.self] }
        set { self[Accent.self] = newValue }
    }
}

private struct Reader: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("accent: \(accent)") }
}

private struct Bystander: View {
    var body: some View { Text("bystander") }
}

private struct Screen: View {
    @State var accent = "red"
    var body: some View {
        VStack {
            Reader()
            Bystander()
            Button("Change") { accent = "blue" }
        }
        .environment(\.accentName, accent)
    }
}

@MainActor @Suite struct EnvironmentTests {
    @Test func customKeysReachDescendants() {
        let host = HeadlessHost(VStack { Reader() }.environment(\.accentName, "green"))
        #expect(host.backend.widget(text: "accent: green") != nil)
    }

    @Test func defaultValueWithoutWriter() {
        let host = HeadlessHost(Reader())
        #expect(host.backend.widget(text: "accent: none") != nil)
    }

    @Test func changingAValueReevaluatesOnlyItsReaders() throws {
        let host = HeadlessHost(Screen())
        try #require(host.backend.widget(text: "Change")?.parent).send(.activate)
        let counters = host.flush()
        #expect(host.backend.widget(text: "accent: blue") != nil)
        // Screen (state changed) and Reader (reads the key); Bystander is skipped.
        #expect(counters.bodiesEvaluated == 2)
    }

    @Test func fontAndColorReachTextThroughContainers() throws {
        let host = HeadlessHost(VStack { Text("styled") }.font(.title).foregroundStyle(.red))
        let widget = try #require(host.backend.widget(text: "styled"))
        let text = try #require(widget.content as? ResolvedText)
        #expect(text.runs[0].font == .title)
        #expect(text.runs[0].color == .red)
    }

    @Test func textOwnStylesWinOverTheEnvironment() throws {
        let host = HeadlessHost(Text("own").foregroundColor(.green).foregroundStyle(.red))
        let text = try #require(host.backend.widget(text: "own")?.content as? ResolvedText)
        #expect(text.runs[0].color == .green)
    }

    @Test func disabledIsCumulative() throws {
        var taps = 0
        let host = HeadlessHost(VStack { Button("Tap") { taps += 1 }.disabled(false) }.disabled(true))
        try #require(host.backend.widget(text: "Tap")?.parent).send(.activate)
        host.flush()
        #expect(taps == 0)
    }
}
