import FacetInspector
import FacetUI
import Testing

/// `callAccessibilityAction(_:)`, `callAccessibilityAdjustableAction(_:)`,
/// `callAccessibilityScrollAction(_:)` and the remaining accessibility reads.
@MainActor @Suite struct AccessibilityActionTests {
    @Test func actionsRunAndUpdateTheView() throws {
        let sut = try Counter().inspect()
        try sut.find(text: "0").callAccessibilityAction(.default)
        try sut.find(text: "1").callAccessibilityAction("Reset")
        #expect(try sut.find(viewWithAccessibilityIdentifier: "count").text().string() == "0")
        try sut.find(text: "0").callAccessibilityAdjustableAction()
        try sut.find(text: "1").callAccessibilityAdjustableAction(.increment)
        try sut.find(text: "2").callAccessibilityAdjustableAction(.decrement)
        try sut.find(text: "1").callAccessibilityScrollAction(.bottom)
        #expect(try sut.find(viewWithAccessibilityIdentifier: "count").text().string() == "11")
    }

    @Test func missingActionsNameTheCall() throws {
        let sut = try Text("x").accessibilityAction(.escape) {}.inspect().text()
        let kind = #expect(throws: InspectionError.self) { try sut.callAccessibilityAction(.default) }
        #expect(kind?.localizedDescription == "Text does not have 'accessibilityAction(.default)' modifier")
        let named = #expect(throws: InspectionError.self) {
            try sut.callAccessibilityAction(AccessibilityActionKind(named: Text("123")))
        }
        #expect(
            named?.localizedDescription == "Text does not have 'accessibilityAction(named: \"123\")' modifier"
        )
        let adjustable = #expect(throws: InspectionError.self) { try sut.callAccessibilityAdjustableAction() }
        #expect(
            adjustable?.description
                == "Text does not have 'accessibilityAdjustableAction' modifier (it has: accessibilityAction)"
        )
        let scroll = #expect(throws: InspectionError.self) { try sut.callAccessibilityScrollAction(.top) }
        #expect(scroll?.localizedDescription == "Text does not have 'accessibilityScrollAction' modifier")
    }

    @Test func otherProperties() throws {
        let sut = try VStack {
            EmptyView().accessibility(hidden: true).accessibility(sortPriority: 6)
            EmptyView().accessibilityHidden(false).accessibilityActivationPoint(.bottomTrailing)
            EmptyView().accessibility(activationPoint: CGPoint(x: 1, y: 2)).accessibilityInputLabels([
                "A", "B",
            ])
            EmptyView().accessibility(label: Text("L")).accessibility(value: Text("V"))
                .accessibility(addTraits: [.isImage]).accessibility(hint: Text("H"))
                .accessibility(identifier: "I")
        }.inspect().vStack()
        #expect(try sut.emptyView(0).accessibilityHidden())
        #expect(try sut.emptyView(0).accessibilitySortPriority() == 6)
        #expect(try !sut.emptyView(1).accessibilityHidden())
        #expect(try sut.emptyView(1).accessibilityActivationPoint() == .bottomTrailing)
        // A point in the view's coordinates is no unit point.
        #expect(throws: InspectionError.self) { try sut.emptyView(2).accessibilityActivationPoint() }
        #expect(try sut.emptyView(2).accessibilityInputLabels().map { try $0.string() } == ["A", "B"])
        #expect(try sut.emptyView(3).accessibilityLabel().string() == "L")
        #expect(try sut.emptyView(3).accessibilityValue().string() == "V")
        #expect(try sut.emptyView(3).accessibilityHint().string() == "H")
        #expect(try sut.emptyView(3).accessibilityIdentifier() == "I")
        let hidden = #expect(throws: InspectionError.self) { try sut.emptyView(3).accessibilityHidden() }
        #expect(hidden?.localizedDescription == "EmptyView does not have 'accessibilityHidden' modifier")
    }

    @Test func aTextsOwnLabel() throws {
        let sut = try (Text("3").accessibilityLabel(Text("4")) + Text("5")).inspect().text()
        #expect(try sut.accessibilityLabel().string() == "4")
        #expect(try Text("1").accessibilityLabel("2").inspect().text().accessibilityLabel().string() == "2")
    }
}

/// A count changed by accessibility actions only.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .accessibilityIdentifier("count")
            .accessibilityAction { count += 1 }
            .accessibilityAction(named: "Reset") { count = 0 }
            .accessibilityAdjustableAction { count += $0 == .increment ? 1 : -1 }
            .accessibilityScrollAction { count += $0 == .bottom ? 10 : -10 }
    }
}
