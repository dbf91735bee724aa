import FacetInspector
import FacetUI
import Testing

private struct Badge: View {
    @State var count = 0
    var body: some View {
        Text("Inbox")
            .overlay(alignment: .topTrailing) { Button("\(count)") { count += 1 } }
            .background { Capsule().fill(.red) }
    }
}

/// `overlay()` and `background()`: the layered views.
@MainActor @Suite struct LayerModifiersTests {
    @Test func layeredViews() throws {
        let sut = try Badge().inspect()
        #expect(try sut.text().overlay().button().labelView().text().string() == "0")
        #expect(
            try sut.text().background().shape().pathToRoot == "view(Badge.self).text().background().shape()")
        #expect(try Text("A").overlay(Text("B")).inspect().text().overlay().text().string() == "B")
        // A border is read with `border(_:)`, not counted among the overlays (as in
        // ViewInspector).
        let bordered = try Text("A").overlay(Text("B")).border(Color.gray).overlay(Spacer()).inspect().text()
        #expect(try bordered.border(Color.self).shapeStyle == .gray)
        #expect(throws: Never.self) { try bordered.overlay(1).spacer() }
        #expect(
            try Text("A").overlay(AnyView(Text("B"))).inspect().find(text: "B").pathToRoot
                == "text().overlay().anyView().text()")
    }

    @Test func actionsInALayerChangeState() throws {
        let sut = try Badge().inspect()
        try sut.text().overlay().button().tap()
        #expect(try sut.text().overlay().button().labelView().text().string() == "1")
    }

    @Test func multipleViewsInALayer() throws {
        let sut = Color.blue.overlay {
            Text("1"); Text("2")
        }
        #expect(try sut.inspect().color().overlay().text(1).string() == "2")
    }

    @Test func aColorStyleLayerIsTheColor() throws {
        let sut = try Spacer()
            .overlay(Color.red, ignoresSafeAreaEdges: .top)
            .background(.green)
            .background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .inspect().spacer()
        #expect(try sut.overlay().color().value() == .red)
        #expect(try sut.overlay().color().pathToRoot == "spacer().overlay().color()")
        #expect(try sut.overlay().ignoresSafeAreaEdges() == .top)
        #expect(try sut.background().color().value() == .green)
        // Another style fills a rectangle.
        #expect(throws: Never.self) { try sut.background(1).shape() }
    }

    @Test func severalLayersByIndexAndTheirAlignment() throws {
        let sut = try Text("A")
            .overlay(alignment: .topLeading) { Text("1") }
            .overlay {
                Text("2"); Text("3")
            }
            .background(alignment: .bottom) { Color.red }
            .inspect().text()
        // Counting from the innermost, as navigation counts a view's modifiers.
        #expect(try sut.overlay().text().string() == "1")
        #expect(try sut.overlay().text(0).string() == "1")
        #expect(try sut.overlay(1).text(1).string() == "3")
        #expect(try sut.overlay().alignment() == .topLeading)
        #expect(try sut.overlay(1).alignment() == .center)
        #expect(try sut.background().alignment() == .bottom)
        #expect(try sut.overlay(1).text(1).pathToRoot == "text().overlay(1).text(1)")
        let missing = #expect(throws: InspectionError.self) { try sut.overlay(2) }
        #expect(
            missing?.description
                == "Text does not have 'overlay' modifier at index 2 (it has: overlay, overlay, background)")
    }

    @Test func missingModifiers() throws {
        let overlay = #expect(throws: InspectionError.self) { try Text("A").inspect().text().overlay() }
        #expect(overlay?.description == "Text does not have 'overlay' modifier")
        let background = #expect(throws: InspectionError.self) {
            try Text("A").overlay(Text("B")).inspect().text().background()
        }
        #expect(background?.description == "Text does not have 'background' modifier (it has: overlay)")
    }
}
