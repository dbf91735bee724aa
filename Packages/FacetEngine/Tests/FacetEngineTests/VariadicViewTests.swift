import FacetEngine
import FacetTestSupport
import FacetUI
import Testing

private enum Fruit: String, CaseIterable, Hashable {
    case apple, orange, banana
}

private struct IsDestructive: ViewTraitKey { typealias Value = Bool }

/// Engine's README picker: a check mark on the selected row, chosen by the rows' ids.
private struct PickerView<Selection: Hashable, Content: View>: View {
    @Binding var selection: Selection
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            VariadicViewAdapter {
                content
            } content: { source in
                ForEachSubview(source) { index, subview in
                    HStack(spacing: 0) {
                        Text(selection == subview.id(as: Selection.self) ? "✓" : "\(index)")
                        Button {
                            selection = subview.id(as: Selection.self)!
                        } label: {
                            subview
                        }
                    }
                }
            }
        }
    }
}

private struct FruitPicker: View {
    @State var selection = Fruit.apple
    var body: some View {
        PickerView(selection: $selection) {
            ForEach(Fruit.allCases, id: \.self) { fruit in Text(fruit.rawValue) }
        }
    }
}

@MainActor @Suite struct VariadicViewTests {
    @Test func theReadmePickerSelectsByTheRowsIDs() throws {
        let host = HeadlessHost(FruitPicker())
        #expect(host.texts == ["✓", "apple", "1", "orange", "2", "banana"])
        try #require(host.backend.widget(text: "banana")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["0", "apple", "1", "orange", "✓", "banana"])
    }

    @Test func subviewsCarryTagsTraitsAndExplicitIDs() {
        let host = HeadlessHost(
            VariadicViewAdapter {
                Text("save").tag("s")
                Text("delete").trait(IsDestructive.self, true).padding(.leading, 1)
                Text("keep").id(42)
            } content: { source in
                VStack {
                    Text("\(source.count) actions")
                    ForEachSubview(source) { _, subview in
                        HStack(spacing: 0) {
                            Text(subview[IsDestructive.self, default: false] ? "!" : "-")
                            Text(subview.tag(as: String.self) ?? "no tag")
                            Text(subview.id(as: Int.self).map { " #\($0)" } ?? "")
                            subview
                        }
                    }
                }
            })
        #expect(
            host.texts == [
                "3 actions", "-", "s", "", "save", "!", "no tag", "", "delete", "-", "no tag", " #42", "keep",
            ])
    }

    @Test func theSourceIsShownAsIsAndTheBuiltGraphHasNoAnyView() {
        let host = HeadlessHost(
            VariadicViewAdapter {
                Text("a")
                if true { Text("b") }
            } content: { source in
                HStack(spacing: 1) { source }
            })
        #expect(host.texts == ["a", "b"])
        #expect(host.dump.contains("Text \"a\" (19, 5, 1, 1)\nText \"b\" (21, 5, 1, 1)"))
        #expect(!host.contains(AnyView.self))
    }

    @Test func rowsKeepTheirStateWhenTheSourceChangesAroundThem() throws {
        struct Counter: View {
            let name: String
            @State var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        struct Screen: View {
            @State var names = ["x", "y"]
            var body: some View {
                VStack {
                    VariadicViewAdapter {
                        ForEach(names, id: \.self) { Counter(name: $0) }
                    } content: { source in
                        ForEachSubview(source) { _, subview in subview }
                    }
                    Button("prepend") { names.insert("w", at: 0) }
                }
            }
        }
        let host = HeadlessHost(Screen())
        try #require(host.backend.widget(text: "y 0")?.parent).send(.activate)
        host.graph.flush()
        try #require(host.backend.widget(text: "prepend")?.parent).send(.activate)
        host.graph.flush()
        #expect(host.texts == ["w 0", "x 0", "y 1", "prepend"])
    }

    @Test func sectionsGroupTheSourcesHeadersContentAndFooters() {
        let host = HeadlessHost(
            VariadicViewAdapter {
                Section {
                    Text("apple")
                    Text("pear")
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("fresh")
                }
                Text("bread")
            } content: { source in
                VStack(spacing: 0) {
                    Text("\(source.sections.count) sections, \(source.count) subviews")
                    ForEach(source.sections) { section in
                        Text("\(section.header.count)|\(section.content.count)|\(section.footer.count)")
                        section.content
                    }
                }
            })
        #expect(host.texts == ["2 sections, 5 subviews", "1|2|1", "apple", "pear", "0|1|0", "bread"])
    }
}
