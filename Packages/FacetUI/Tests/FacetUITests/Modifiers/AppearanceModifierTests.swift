import FacetTerminal
import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Backend) @testable import FacetUICore

/// `tint`/`accentColor`, `labelsHidden`/`labelsVisibility`, `controlSize`,
/// `dynamicTypeSize`, `help` and `preferredColorScheme`: what controls draw with them and
/// what the views below read.
@MainActor @Suite struct AppearanceModifierTests {
    private static let green = TerminalColor.rgb(52, 199, 89)

    /// The column of the first cell of `row` drawn in `color`.
    private func firstColumn(in host: TerminalHost, row: Int = 0, foreground color: TerminalColor) -> Int? {
        let buffer = host.buffer
        return (0..<buffer.size.width).first { buffer[$0, row].style.foreground == color }
    }

    @Test func tintReachesEveryControlsWidgetContent() throws {
        let host = HeadlessHost(
            VStack {
                Button("Go") {}
                Toggle("On", isOn: .constant(true))
                Slider(value: .constant(0.5))
                ProgressView(value: 0.5)
                Picker("Pick", selection: .constant(1)) { Text("One").tag(1) }
                Link("Site", destination: URL(string: "https://example.com")!)
            }
            .tint(.green))
        #expect(try host.content(ButtonContent.self, kind: "Button").tint == .green)
        #expect(try host.content(ToggleContent.self, kind: "Toggle").tint == .green)
        #expect(try host.content(SliderContent.self, kind: "Slider").tint == .green)
        #expect(try host.content(ProgressContent.self, kind: "ProgressView").tint == .green)
        #expect(try host.content(PickerContent.self, kind: "Picker").tint == .green)
        #expect(try host.content(LinkContent.self, kind: "Link").tint == .green)
        #expect(try HeadlessHost(Button("Go") {}).content(ButtonContent.self, kind: "Button").tint == nil)
    }

    @Test func aTintedToggleDrawsItsSwitchInTheTint() {
        let tinted = TerminalHost(Toggle("On", isOn: .constant(true)).tint(.green), width: 10, height: 1)
        let plain = TerminalHost(Toggle("On", isOn: .constant(true)), width: 10, height: 1)
        #expect(tinted.screen == plain.screen)
        #expect(firstColumn(in: tinted, foreground: Self.green) != nil)
        #expect(firstColumn(in: plain, foreground: Self.green) == nil)
        #expect(firstColumn(in: plain, foreground: TerminalWidget.defaultTint) != nil)
    }

    @Test func aTintedButtonDrawsItsLabelInTheTint() {
        let tinted = TerminalHost(Button("Go") {}.tint(.green), width: 6, height: 1)
        #expect(firstColumn(in: tinted, foreground: Self.green) == 2)
        let prominent = TerminalHost(
            Button("Go") {}.buttonStyle(.borderedProminent).tint(.green), width: 4, height: 1)
        #expect(prominent.buffer[0, 0].style.background == Self.green)
        #expect(firstColumn(in: prominent, foreground: Self.green) == nil)
        let styled = TerminalHost(Button("Go") {}.foregroundStyle(.red).tint(.green), width: 6, height: 1)
        #expect(firstColumn(in: styled, foreground: Self.green) == nil)
    }

    @Test func aShapeStyleTintAndAccentColorTintAsTheirColour() throws {
        let styled = HeadlessHost(Slider(value: .constant(0.5)).tint(Color.red as Color?))
        #expect(try styled.content(SliderContent.self, kind: "Slider").tint == .red)
        let accent = HeadlessHost(Button("Go") {}.accentColor(.orange))
        #expect(try accent.content(ButtonContent.self, kind: "Button").tint == .orange)
        // The nearer writer wins.
        let nested = HeadlessHost(Button("Go") {}.tint(.pink).accentColor(.orange))
        #expect(try nested.content(ButtonContent.self, kind: "Button").tint == .pink)
        let link = TerminalHost(
            Link("Site", destination: URL(string: "https://a.b")!).tint(.green), width: 4, height: 1)
        #expect(firstColumn(in: link, foreground: Self.green) == 0)
    }

    @Test func labelsHiddenHidesAToggleLabelAndItsSpace() throws {
        let shown = TerminalHost(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize(), width: 20, height: 1)
        let hidden = TerminalHost(
            Toggle("Wi-Fi", isOn: .constant(true)).fixedSize().labelsHidden(), width: 20, height: 1)
        #expect(shown.screen.contains("Wi-Fi"))
        #expect(!hidden.screen.contains("Wi-Fi"))
        // The switch alone: " ━━●" without the label's five cells.
        let host = HeadlessHost(
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().fixedSize(), width: 20, height: 1)
        #expect(try host.widget(kind: "Toggle").absoluteFrame.width == 4)
        let labelled = HeadlessHost(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize(), width: 20, height: 1)
        #expect(try labelled.widget(kind: "Toggle").absoluteFrame.width == 9)
    }

    @Test func labelsHiddenHidesAStepperLabelAndAPickerTitle() throws {
        let stepper = TerminalHost(
            Stepper("Count", value: .constant(1)).labelsVisibility(.hidden), width: 20, height: 1)
        #expect(!stepper.screen.contains("Count"))
        let picker = HeadlessHost(
            Picker("Flavor", selection: .constant(1)) { Text("One").tag(1) }.labelsHidden())
        #expect(try picker.content(PickerContent.self, kind: "Picker").title == "")
        let visible = HeadlessHost(
            Picker("Flavor", selection: .constant(1)) { Text("One").tag(1) }.labelsVisibility(.visible))
        #expect(try visible.content(PickerContent.self, kind: "Picker").title == "Flavor")
    }

    @Test func showingLabelsAgainRestoresTheLabel() throws {
        struct Switchable: View {
            @State var hidden = true
            var body: some View {
                VStack {
                    Toggle("Sound", isOn: .constant(false)).labelsVisibility(hidden ? .hidden : .automatic)
                    Button("Show") { hidden = false }
                }
            }
        }
        let host = HeadlessHost(Switchable(), width: 20, height: 3)
        #expect(try host.widget(kind: "Toggle").absoluteFrame.width == 4)
        host.send(.activate, toText: "Show")
        host.flush()
        #expect(try host.widget(kind: "Toggle").absoluteFrame.width == 9)
        #expect(host.frame(of: "Sound")?.width == 5)
    }

    private struct Reader: View {
        @Environment(\.controlSize) private var controlSize
        @Environment(\.dynamicTypeSize) private var typeSize
        @Environment(\.labelsVisibility) private var labels
        var body: some View { Text("\(controlSize) \(typeSize) \(typeSize.isAccessibilitySize) \(labels)") }
    }

    @Test func childrenReadTheEnvironmentValues() {
        #expect(HeadlessHost(Reader(), width: 40).texts == ["regular large false automatic"])
        let set = HeadlessHost(
            Reader().controlSize(.small).dynamicTypeSize(.accessibility2).labelsHidden(), width: 40)
        #expect(set.texts == ["small accessibility2 true hidden"])
    }

    @Test func aDynamicTypeSizeRangeClampsTheSize() {
        let capped = HeadlessHost(
            Reader().dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.xxxLarge), width: 40)
        #expect(capped.texts == ["regular xLarge false automatic"])
        let raised = HeadlessHost(
            Reader().dynamicTypeSize(DynamicTypeSize.xLarge...DynamicTypeSize.xxLarge), width: 40)
        #expect(raised.texts == ["regular xLarge false automatic"])
        let inside = HeadlessHost(
            Reader().dynamicTypeSize(.small ..< .xLarge).dynamicTypeSize(.medium), width: 40)
        #expect(inside.texts == ["regular medium false automatic"])
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    }

    @Test func helpIsShownNowhereInTheTerminal() {
        let plain = TerminalHost(Button("Sync") {}, width: 20, height: 1)
        let helped = TerminalHost(Button("Sync") {}.help("Fetches the latest changes"), width: 20, height: 1)
        #expect(helped.screen == plain.screen)
        #expect(!helped.screen.contains("Fetches"))
    }

    private struct Scheme: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    @Test func preferredColorSchemeReachesTheRoot() {
        let host = HeadlessHost(
            VStack {
                Scheme()
                Text("deep").preferredColorScheme(.dark)
            }, width: 10, height: 2)
        #expect(host.graph.preferredColorScheme == .dark)
        #expect(host.texts == ["dark", "deep"])
        let none = HeadlessHost(Scheme(), width: 10, height: 1)
        #expect(none.graph.preferredColorScheme == nil)
        #expect(none.texts == ["light"])
    }

    @Test func changingThePreferredColorSchemeUpdatesTheWindow() {
        struct Settings: View {
            @State var dark = false
            var body: some View {
                VStack {
                    Scheme()
                    Button("Toggle") { dark.toggle() }
                }
                .preferredColorScheme(dark ? .dark : nil)
            }
        }
        let host = HeadlessHost(Settings(), width: 10, height: 2)
        #expect(host.texts.first == "light")
        host.send(.activate, toText: "Toggle")
        host.flush()
        #expect(host.graph.preferredColorScheme == .dark)
        #expect(host.texts.first == "dark")
        host.send(.activate, toText: "Toggle")
        host.flush()
        #expect(host.graph.preferredColorScheme == nil)
        #expect(host.texts.first == "light")
    }
}
