import FacetTestSupport
import Foundation
import Testing

@testable import FacetUI
@_spi(Inspection) @testable import FacetUICore

/// How accessibility modifiers combine: one modifier for a chain, the outermost value
/// winning, traits accumulating, `isEnabled: false` setting nothing, and which widget a
/// backend gives them to.
@MainActor @Suite struct AccessibilityPropertiesTests {
    @Test func aChainIsOneModifierAndTheLastValueWins() {
        let view: ModifiedContent<Image, AccessibilityAttachmentModifier> = Image(systemName: "x")
            .accessibilityLabel("first")
            .accessibilityHint("hint")
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityRemoveTraits(.isButton)
            .accessibilityLabel("second")
            .accessibilityValue("v", isEnabled: false)
        let properties = view.modifier.properties
        #expect(properties.label?.string == "second")
        #expect(properties.hint?.string == "hint")
        #expect(properties.value == nil)
        #expect(properties.addedTraits == [.isHeader])
        #expect(properties.removedTraits == [.isButton])
        #expect(
            view.modifier.modifierName
                == "accessibilityLabel, accessibilityHint, accessibilityAddTraits, accessibilityRemoveTraits, "
                + "accessibilityLabel")
    }

    @Test func nestedModifiersMergeOutermostFirst() {
        let host = HeadlessHost(
            Text("x").accessibilityLabel("inner").accessibilityIdentifier("id")
                .onAppear {}
                .accessibilityLabel("outer").accessibilitySortPriority(2)
                .accessibilityInputLabels(["Ex", "Cross"])
        )
        let node = host.node { $0 is TextNode }
        #expect(node?.accessibilityLabel == "outer")
        #expect(node?.accessibilityIdentifier == "id")
        #expect(node?.accessibility.sortPriority == 2)
        #expect(node?.accessibility.inputLabels?.map(\.string) == ["Ex", "Cross"])
        // The text's own label ("inner": `Text.accessibilityLabel(_:)`) is no modifier.
        #expect(
            node?.accessibility.modifierNames == [
                "accessibilityIdentifier", "accessibilityLabel", "accessibilitySortPriority",
                "accessibilityInputLabels",
            ])
    }

    @Test func hiddenCoversTheContent() {
        let host = HeadlessHost(
            VStack {
                VStack { Text("a") }.accessibilityHidden(true)
                Text("b").accessibilityHidden(false)
            })
        #expect(host.node { ($0 as? TextNode)?.value.string == "a" }?.isAccessibilityHidden == true)
        #expect(host.node { ($0 as? TextNode)?.value.string == "b" }?.isAccessibilityHidden == false)
    }

    @Test func aWidgetTakesWhatDescribesOnlyIt() {
        let host = HeadlessHost(
            VStack {
                VStack { Text("one") }.accessibilityLabel("Single").accessibilityHeading(.h3)
                HStack {
                    Text("two"); Text("three")
                }.accessibilityLabel("Pair").accessibilityHidden(true)
                Text("★").accessibilityLabel("star") + Text(" four")
            })
        func resolved(_ text: String) -> ResolvedAccessibility? {
            host.node { ($0 as? TextNode)?.value.string == text }?.resolvedAccessibility
        }
        var single = ResolvedAccessibility()
        single.label = "Single"
        single.headingLevel = .h3
        #expect(resolved("one") == single)
        var hidden = ResolvedAccessibility()
        hidden.isHidden = true
        #expect(resolved("two") == hidden)
        #expect(resolved("three") == hidden)
        var star = ResolvedAccessibility()
        star.label = "star four"
        #expect(resolved("★ four") == star)
    }

    @Test func textKeepsItsLabelForItsPart() {
        let text = Text("3").accessibilityLabel(Text("4")) + Text("5").accessibilityHeading(.h1)
        #expect(text.accessibilityLabelText?.string == "4")
        #expect(text.accessibilityHeadingLevel == .h1)
        #expect(text.accessibilityReading == "45")
        #expect(Text("plain").accessibilityReading == nil)
        #expect(text.string == "35")
    }

    @Test func actionsAreKeptWithTheirKinds() {
        var calls: [String] = []
        let view = Text("x")
            .accessibilityAction { calls.append("default") }
            .accessibilityAction(.escape) { calls.append("escape") }
            .accessibilityAction(named: "Reply") { calls.append("reply") }
            .accessibilityAction(named: Text("Reply")) { calls.append("reply again") }
        let properties = view.modifier.properties
        properties.handler(for: .default)?()
        properties.handler(for: AccessibilityActionKind(named: Text("Reply")))?()
        properties.handler(for: .escape)?()
        #expect(properties.handler(for: .magicTap) == nil)
        #expect(calls == ["default", "reply again", "escape"])
        #expect(AccessibilityActionKind(named: Text("Reply")).callDescription == "named: \"Reply\"")
        #expect(AccessibilityActionKind.magicTap.callDescription == ".magicTap")
    }

    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton]
        #expect(traits.insert(.isHeader).inserted)
        #expect(!traits.insert(.isHeader).inserted)
        #expect(traits.contains([.isButton, .isHeader]))
        #expect(traits.remove(.isLink) == nil)
        #expect(traits.remove([.isButton, .isLink]) == .isButton)
        #expect(traits.names == ["isHeader"])
        #expect(traits.union(.isTabBar).symmetricDifference([.isHeader]) == .isTabBar)
        #expect(AccessibilityTraits().isEmpty)
        #expect(AccessibilityTraits.named.count == 17)
    }

    @Test func environmentSettings() {
        struct Reader: View {
            @Environment(\.accessibilityEnabled) var enabled
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            @Environment(\.legibilityWeight) var weight
            var body: some View { Text("\(enabled) \(reduceMotion) \(weight == .bold)") }
        }
        let plain = HeadlessHost(Reader(), width: 30, height: 1)
        #expect(plain.node { $0 is TextNode }.map { ($0 as! TextNode).value.string } == "false false false")
        let set = HeadlessHost(
            Reader().environment(\.accessibilityEnabled, true).environment(\._accessibilityReduceMotion, true)
                .environment(\.legibilityWeight, .bold), width: 30, height: 1)
        #expect(set.node { $0 is TextNode }.map { ($0 as! TextNode).value.string } == "true true true")
        let values = EnvironmentValues()
        #expect(!values.accessibilityVoiceOverEnabled && !values.accessibilitySwitchControlEnabled)
        #expect(values.accessibilityPlayAnimatedImages && !values.accessibilityDimFlashingLights)
    }
}
