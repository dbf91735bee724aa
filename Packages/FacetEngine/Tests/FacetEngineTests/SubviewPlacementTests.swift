import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

private struct IsPinned: ViewTraitKey { typealias Value = Bool }

/// Describes each subview of its source: header, footer or content, z-index, pinned.
private struct Outline<Source: View>: View {
    @ViewBuilder var source: Source
    var body: some View {
        VariadicViewAdapter {
            source
        } content: { source in
            VStack(alignment: .leading, spacing: 0) {
                ForEachSubview(source) { _, subview in
                    let role = subview.isHeader ? "h" : subview.isFooter ? "f" : "c"
                    let pin = subview[IsPinned.self, default: false] ? "^" : ""
                    HStack(spacing: 0) {
                        Text("\(role)\(Int(subview.zIndex))\(pin):")
                        subview
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct SubviewPlacementTests {
    @Test func subviewsKnowWhetherTheyAreHeadersOrFooters() {
        let host = HeadlessHost(
            Outline {
                Section {
                    Text("apple")
                    Text("pear")
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("fresh")
                }
                Text("bread")
            })
        #expect(
            host.texts == ["h0:", "Fruit", "c0:", "apple", "c0:", "pear", "f0:", "fresh", "c0:", "bread"])
    }

    @Test func subviewsKnowTheirZIndexAndKeepIt() {
        let host = HeadlessHost(
            VariadicViewAdapter {
                Text("under").zIndex(1)
                Text("over").zIndex(2)
                Text("base")
            } content: { source in
                VStack(spacing: 0) {
                    Text(source.map { "\(Int($0.zIndex))" }.joined(separator: ","))
                    ZStack { ForEach(source.sorted { $0.zIndex > $1.zIndex }) { $0 } }
                }
            })
        #expect(host.texts.first == "1,2,0")
        // Sorted highest first, the ZStack still draws by z-index: base, under, over.
        #expect(host.texts.dropFirst() == ["base", "under", "over"])
    }

    @Test func traitsWrittenByTheModifierReachEachSubview() {
        let host = HeadlessHost(
            Outline {
                Group {
                    Text("a")
                    Text("b")
                }
                .modifier(ViewTraitWritingModifier<IsPinned>(value: true))
                Text("c")
                Text("d").modifier(ViewTraitWritingModifier<IsPinned>(value: false)).trait(
                    IsPinned.self, true)
            })
        #expect(host.texts == ["c0^:", "a", "c0^:", "b", "c0:", "c", "c0:", "d"])
    }
}
