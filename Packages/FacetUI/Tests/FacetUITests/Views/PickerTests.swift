import FacetTestSupport
import Foundation
import Observation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
}

private struct FlavorPicker: View {
    @State var flavor = Flavor.vanilla
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
            Button("Mint") { flavor = .mint }
        }
    }
}

private struct SizePicker: View {
    @State var size = 2
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
                if size > 0 { Text("Large").bold().tag(3) }
            }
            .pickerStyle(.segmented)
            Text("size \(size)")
        }
    }
}

@Observable private final class Units {
    var name = "cm"
}

private struct LengthRow: View {
    @Environment(Units.self) private var units
    let length: Int
    var body: some View { Text("\(length) \(units.name)") }
}

@MainActor @Suite struct PickerTests {
    @Test func customRowsAreEvaluatedInThePickersEnvironmentAndObserved() throws {
        let units = Units()
        let host = HeadlessHost(
            Picker("Length", selection: .constant(2)) {
                ForEach(1..<3) { LengthRow(length: $0) }
            }
            .environment(units))
        #expect(try host.content(PickerContent.self, kind: "Picker").options == ["1 cm", "2 cm"])
        #expect(try host.content(PickerContent.self, kind: "Picker").selectedIndex == 1)
        units.name = "in"
        let counters = host.flush()
        #expect(try host.content(PickerContent.self, kind: "Picker").options == ["1 in", "2 in"])
        #expect(counters.widgetsUpdated == 1)
    }

    @Test func optionsComeFromTaggedChildren() throws {
        let host = HeadlessHost(SizePicker())
        let content = try host.content(PickerContent.self, kind: "Picker")
        #expect(
            content
                == PickerContent(
                    title: "Size", options: ["Small", "Medium", "Large"], selectedIndex: 1, style: .segmented,
                    isEnabled: true))
    }

    @Test func selectWritesTheTagToTheBinding() throws {
        let host = HeadlessHost(SizePicker())
        let picker = try host.widget(kind: "Picker")
        picker.send(.select(2))
        host.flush()
        #expect(host.backend.widget(text: "size 3") != nil)
        #expect((picker.content as? PickerContent)?.selectedIndex == 2)
    }

    @Test func forEachRowsAreTaggedWithTheirIds() throws {
        let host = HeadlessHost(FlavorPicker())
        let picker = try host.widget(kind: "Picker")
        #expect((picker.content as? PickerContent)?.options == ["vanilla", "chocolate", "mint"])
        #expect((picker.content as? PickerContent)?.selectedIndex == 0)
        picker.send(.select(1))
        host.flush()
        #expect((picker.content as? PickerContent)?.selectedIndex == 1)
    }

    @Test func bindingWrittenElsewhereUpdatesTheSelectionOnce() throws {
        let host = HeadlessHost(FlavorPicker())
        try host.widget(kind: "Button").send(.activate)
        let counters = host.flush()
        #expect(try host.content(PickerContent.self, kind: "Picker").selectedIndex == 2)
        #expect(counters.widgetsUpdated == 1)
    }

    @Test func explicitTagsOverrideForEachIdsAndOptionalSelectionsMatch() throws {
        var chosen: String? = nil
        let binding = Binding(get: { chosen }, set: { chosen = $0 })
        let host = HeadlessHost(
            Picker("Letter", selection: binding) {
                Text("None").tag(String?.none)
                ForEach(0..<2) { Text("Letter \($0)").tag(["a", "b"][$0]) }
            })
        let picker = try host.widget(kind: "Picker")
        #expect((picker.content as? PickerContent)?.selectedIndex == 0)
        picker.send(.select(2))
        #expect(chosen == "b")
        picker.send(.select(7))  // out of range: ignored
        #expect(chosen == "b")
    }

    @Test func mismatchedTagTypesCannotBeSelected() throws {
        var value = 1
        let host = HeadlessHost(
            Picker("N", selection: Binding(get: { value }, set: { value = $0 })) {
                Text("one").tag("1")
            })
        let picker = try host.widget(kind: "Picker")
        #expect((picker.content as? PickerContent)?.selectedIndex == nil)
        picker.send(.select(0))
        #expect(value == 1)
    }

    @Test func sizesFollowTheStyle() {
        let menu = HeadlessHost(
            Picker("Flavor", selection: .constant(Flavor.mint)) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }, width: 30, height: 3)
        #expect(menu.dump == "Picker (0, 1, 30, 1)")
        let inline = HeadlessHost(
            Picker("Flavor", selection: .constant(Flavor.mint)) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.inline), width: 30, height: 5)
        #expect(inline.dump == "Picker (9, 1, 13, 3)")
        let segmented = HeadlessHost(SizePicker(), width: 30, height: 2)
        // " Small │ Medium │ Large ": 7 + 8 + 7 + 2 separators.
        #expect(segmented.frame(of: "size 2") == rect(12, 1, 6, 1))
        #expect(
            segmented.backend.allWidgets.first { $0.content.kind == "Picker" }?.absoluteFrame
                == rect(3, 0, 24, 1))
    }

    @Test func imageLabelledPickersTitleTheWidgetWithTheLabelsTitle() throws {
        let resource = ImageResource(name: "logo", bundle: .main)
        let selection = Binding.constant(1)
        try expectTitled(Picker("Size", systemImage: "star", selection: selection) { options }, icon: "star")
        try expectTitled(
            Picker(String("Size"), systemImage: "star", selection: selection) { options }, icon: "star")
        try expectTitled(Picker("Size", image: resource, selection: selection) { options }, icon: "")
        try expectTitled(Picker(String("Size"), image: resource, selection: selection) { options }, icon: "")
    }

    private func expectTitled<C: View>(
        _ picker: Picker<FacetUICore.Label<Text, Image>, Int, C>, icon: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(picker.labelView.icon.systemName == icon, sourceLocation: sourceLocation)
        let content = try HeadlessHost(picker).content(PickerContent.self, kind: "Picker")
        #expect(content.title == "Size", sourceLocation: sourceLocation)
        #expect(content.options == ["S", "M"], sourceLocation: sourceLocation)
        #expect(content.selectedIndex == 1, sourceLocation: sourceLocation)
    }

    @ViewBuilder private var options: some View {
        Text("S").tag(0)
        Text("M").tag(1)
    }
}
