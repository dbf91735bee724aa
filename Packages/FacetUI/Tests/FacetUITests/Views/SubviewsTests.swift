import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@testable import FacetUICore

private enum Highlight: ContainerValueKey { static var defaultValue: Bool { false } }

extension ContainerValues {
    fileprivate var highlight: Bool {
        get { self[Highlight.self] }
        set { self[Highlight.self] = newValue }
    }
}

/// Numbers its subviews, marking the highlighted ones.
private struct Numbered<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) rows")
                ForEach(subviews) { subview in
                    HStack(spacing: 0) {
                        Text(subview.containerValues.highlight ? "*" : "-")
                        subview
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct SubviewsTests {
    @Test func groupSubviewsFlattensTuplesForEachAndConditionals() {
        let host = HeadlessHost(
            Numbered {
                Text("a")
                ForEach(["b", "c"], id: \.self) { Text($0) }
                if true { Text("d") }
                Group { Text("e").containerValue(\.highlight, true) }
            })
        #expect(host.texts == ["5 rows", "-", "a", "-", "b", "-", "c", "-", "d", "*", "e"])
    }

    @Test func containerValuesOnSeveralViewsReachEach() {
        let host = HeadlessHost(
            Numbered {
                Group {
                    Text("a")
                    Text("b")
                }
                .containerValue(\.highlight, true)
                Text("c")
            })
        #expect(host.texts == ["3 rows", "*", "a", "*", "b", "-", "c"])
    }

    @Test func forEachSubviewsKeepsRowStateAcrossUpdates() {
        struct Counter: View {
            let name: String
            @State var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        struct Screen: View {
            @State var showsFirst = true
            var body: some View {
                VStack {
                    ForEach(
                        subviews: Group {
                            if showsFirst { Text("first") }
                            ForEach(["x", "y"], id: \.self) { Counter(name: $0) }
                        }
                    ) { subview in subview }
                    Button("hide") { showsFirst = false }
                }
            }
        }
        let host = HeadlessHost(Screen())
        host.send(.activate, toText: "y 0")
        host.flush()
        host.send(.activate, toText: "hide")
        host.flush()
        #expect(host.texts == ["x 0", "y 1", "hide"])
    }

    @Test func tagsAndIDsAreRead() {
        var seen: [String] = []
        _ = HeadlessHost(
            Group(
                subviews: Group {
                    Text("a").tag(7)
                    ForEach([3], id: \.self) { Text("\($0)") }
                    Text("b").id("bee")
                }
            ) { subviews in
                let _ =
                    seen = subviews.map {
                        "\($0.containerValues.tag(for: Int.self).map(String.init) ?? "-") \($0.explicitID.map { "\($0)" } ?? "-")"
                    }
                EmptyView()
            })
        #expect(seen == ["7 -", "3 3", "- bee"])
    }

    @Test func sectionsGroupHeaderContentAndFooter() {
        let host = HeadlessHost(
            VStack {
                Group(
                    sections: Group {
                        Text("loose")
                        Section {
                            Text("one")
                            Text("two")
                        } header: {
                            Text("Head")
                        } footer: {
                            Text("Foot")
                        }
                    }
                ) { sections in
                    Text("\(sections.count) sections")
                    ForEach(sections) { section in
                        Text("[\(section.header.count)|\(section.content.count)|\(section.footer.count)]")
                        section.content
                    }
                }
            })
        #expect(host.texts == ["2 sections", "[0|1|0]", "loose", "[1|2|1]", "one", "two"])
    }
}

@MainActor @Suite struct SubviewModifierTests {
    @Test func aModifierAppliesToEachSubviewAndKeepsTheirValues() {
        var tags: [Int?] = []
        let host = HeadlessHost(
            VStack {
                Group(
                    subviews: Group {
                        Text("a").tag(1).padding(.leading, 2)
                        Group {
                            Text("b")
                            Text("c")
                        }
                        .padding(.leading, 4)
                    }
                ) { subviews in
                    let _ = tags = subviews.map { $0.containerValues.tag(for: Int.self) }
                    subviews
                }
            })
        #expect(tags == [1, nil, nil])
        // Each subview is its own unit, with the modifier: "a" padded by 2, "b" and "c" by 4.
        #expect(host.frame(of: "a")?.width == 1)
        #expect(
            host.dump.contains("Text \"b\" (22, 5, 1, 1)") && host.dump.contains("Text \"c\" (22, 6, 1, 1)"),
            "\(host.dump)")
    }
}

@MainActor @Suite struct SubviewsOutsideAGraphTests {
    @Test func subviewsAreReadFromAValueWithTheirContent() {
        let subviews = SubviewsCollection(
            subviewsOf: Group {
                Text("a")
                ForEach(0..<2) { Text("\($0)").tag($0 * 10) }
            })
        #expect(subviews.count == 3)
        #expect(subviews.map { ($0.content as? Text)?.string } == ["a", nil, nil])
        #expect(subviews.map { $0.containerValues.tag(for: Int.self) } == [nil, 0, 10])
        #expect(subviews[1].id != subviews[2].id)
    }
}

@MainActor @Suite struct SectionsOutsideAGraphTests {
    @Test func sectionsAreReadFromAValue() {
        let sections = SectionCollection(
            sectionsOf: Group {
                Section {
                    Text("a")
                } header: {
                    Text("A")
                }
                Text("loose")
            })
        #expect(sections.map { $0.content.count } == [1, 1])
        #expect(sections.map { $0.header.count } == [1, 0])
        #expect(sections[0].id != sections[1].id)
    }
}
