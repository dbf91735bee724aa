import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

/// Shows the label and the completed percentage.
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded()))%" } ?? "…")
            configuration.currentValueLabel
        }
    }
}

/// Tints the progress view of the configuration.
private struct TintedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).tint(.green)
    }
}

private struct Copying<Style: ProgressViewStyle>: View {
    let style: Style
    @State private var copied = 42.0
    var body: some View {
        VStack {
            ProgressView("Copy", value: copied, total: 100).progressViewStyle(style)
            Button("More") { copied += 8 }
        }
    }
}

@MainActor @Suite struct ProgressViewStyleTests {
    @Test func theStylesBodyReadsTheFraction() {
        let host = HeadlessHost(Copying(style: PercentStyle()), width: 30, height: 4)
        #expect(host.texts == ["Copy", "42%", "More"])
        #expect(host.widgets(kind: "ProgressView").isEmpty)
        host.send(.activate, toText: "More")
        host.flush()
        #expect(host.texts == ["Copy", "50%", "More"])
    }

    @Test func indeterminateProgressHasNoFraction() {
        let host = HeadlessHost(ProgressView("Wait").progressViewStyle(PercentStyle()), width: 30, height: 2)
        #expect(host.texts == ["Wait", "…"])
    }

    @Test func theCurrentValueLabelReachesTheStyle() {
        let view = ProgressView(value: 0.25) {
            Text("Files")
        } currentValueLabel: {
            Text("1 of 4")
        }
        let host = HeadlessHost(view.progressViewStyle(PercentStyle()), width: 30, height: 2)
        #expect(host.texts == ["Files", "25%", "1 of 4"])
    }

    @Test func theProgressViewOfTheConfigurationIsDrawnInTheDefaultStyle() throws {
        let host = HeadlessHost(Copying(style: TintedStyle()), width: 30, height: 4)
        let content = try host.content(ProgressContent.self, kind: "ProgressView")
        #expect(content.style == .automatic && content.tint == .green)
        #expect(content.fraction == 0.42)
        host.send(.activate, toText: "More")
        host.flush()
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").fraction == 0.5)
    }
}
