import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

@Observable @MainActor private final class Model {
    var indent: CGFloat = 3
    var showsTarget = true
}

/// A column whose second line is anchored; the overlay draws "^" under the anchor and
/// prints the anchor's bounds in the overlay's coordinates.
private struct Marked: View {
    let model: Model
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Top line")
            if model.showsTarget {
                Text("Target").padding(.leading, model.indent)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
        }
        .frame(width: 12, height: 4, alignment: .topLeading)
        .overlayPreferenceValue(BoundsKey.self, alignment: .topLeading) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Text("^").offset(x: rect.minX + model.indent, y: rect.maxY)
                    Text("\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
                        .offset(y: 3)
                } else {
                    Text("no anchor").offset(y: 3)
                }
            }
        }
        .padding(.leading, 2)
        .padding(.top, 1)
        .frame(width: 20, height: 6, alignment: .topLeading)
    }
}

@MainActor @Suite struct PreferenceLayerModifiersTests {
    @Test func anAnchorResolvesIntoTheOverlaysGeometryReader() {
        let host = HeadlessHost(Marked(model: Model()), width: 20, height: 6)
        // The column is at (2, 1); "Target" at (5, 2) in the window, its padded bounds at
        // (0, 1) in the column's space, 9 by 1.
        #expect(host.frame(of: "Target") == rect(5, 2, 6, 1))
        #expect(host.texts.contains("0,1 9x1"))
        #expect(host.frame(of: "^") == rect(5, 3, 1, 1))
    }

    @Test func theOverlayDrawsWhereTheAnchorIsInTheSameUpdate() {
        let model = Model()
        let host = HeadlessHost(Marked(model: model), width: 20, height: 6)
        let serial = host.graph.transactionSerial
        model.indent = 5
        host.flush()
        #expect(host.graph.transactionSerial == serial + 1)
        #expect(host.frame(of: "Target") == rect(7, 2, 6, 1))
        #expect(host.texts.contains("0,1 11x1"))
        #expect(host.frame(of: "^") == rect(7, 3, 1, 1))
    }

    @Test func aRemovedAnchorLeavesTheDefaultValue() {
        let model = Model()
        let host = HeadlessHost(Marked(model: model), width: 20, height: 6)
        model.showsTarget = false
        host.flush()
        #expect(host.texts == ["Top line", "no anchor"])
    }

    @Test func anchorsOfPointsAndListsResolveInTheProxysSpace() {
        struct CornersKey: PreferenceKey {
            static let defaultValue: Anchor<[CGPoint]>? = nil
            static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) {
                value = value ?? nextValue()
            }
        }
        let host = HeadlessHost(
            HStack(spacing: 1) {
                Text("ab")
                Text("wxyz").frame(height: 3)
                    .anchorPreference(
                        key: CornersKey.self, value: Anchor.Source([.topLeading, .bottomTrailing])
                    ) {
                        $0
                    }
                    .anchorPreference(
                        key: AllBoundsKey.self, value: .rect(CGRect(x: 1, y: 1, width: 2, height: 1))
                    ) {
                        [$0]
                    }
            }
            .overlayPreferenceValue(CornersKey.self) { corners in
                GeometryReader { proxy in
                    Text(
                        (corners.map { proxy[$0] } ?? []).map { "\(Int($0.x)):\(Int($0.y))" }.joined(
                            separator: " "))
                }
            }
            .backgroundPreferenceValue(AllBoundsKey.self) { rects in
                GeometryReader { proxy in
                    Text(rects.map { "\(proxy[$0])" }.joined()).offset(y: 5)
                }
            }
            .frame(width: 30, height: 10, alignment: .topLeading))
        #expect(host.texts.contains("3:0 7:3"))
        #expect(host.texts.contains("\(CGRect(x: 4, y: 1, width: 2, height: 1))"))
    }

    @Test func transformAnchorPreferenceAddsToTheValueOfItsContent() {
        let host = HeadlessHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("one").anchorPreference(key: AllBoundsKey.self, value: .bounds) { [$0] }
                Text("three").padding(.leading, 1)
            }
            .transformAnchorPreference(key: AllBoundsKey.self, value: .bounds) { $0.append($1) }
            .overlayPreferenceValue(AllBoundsKey.self, alignment: .topLeading) { anchors in
                GeometryReader { proxy in
                    Text(
                        anchors.map { "\(Int(proxy[$0].width))x\(Int(proxy[$0].height))" }.joined(
                            separator: " ")
                    )
                    .offset(y: 3)
                }
            }
            .frame(width: 20, height: 5, alignment: .topLeading), width: 20, height: 5)
        #expect(host.texts.last == "3x1 6x2")
    }

    @Test func aBackgroundLayerIsDrawnBehindItsContent() {
        func badged() -> some View {
            Text("Hello")
                .preference(key: LastNameKey.self, value: "___")
                .backgroundPreferenceValue(LastNameKey.self, alignment: .leading) { Text($0) }
                .frame(width: 10, height: 1, alignment: .leading)
        }
        #expect(HeadlessHost(badged(), width: 10, height: 1).texts == ["___", "Hello"])
        #expect(lines(of: TerminalHost(badged(), width: 10, height: 1)) == ["Hello"])
    }

    @Test func theOverlayIsRenderedAtTheAnchor() {
        let host = TerminalHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("name:")
                Text("value").padding(.leading, 6)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .frame(width: 12, height: 3, alignment: .topLeading)
            .overlayPreferenceValue(BoundsKey.self, alignment: .topLeading) { anchor in
                GeometryReader { proxy in
                    if let anchor { Text("-----").offset(x: proxy[anchor].minX + 6, y: proxy[anchor].maxY) }
                }
            },
            width: 12, height: 3)
        #expect(lines(of: host) == ["name:", "      value", "      -----"])
    }
}

/// The lines of a terminal host's screen, without trailing spaces.
@MainActor private func lines(of host: TerminalHost) -> [String] {
    host.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
}
