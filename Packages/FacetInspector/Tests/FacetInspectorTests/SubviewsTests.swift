import FacetInspector
import FacetUI
import Testing

/// Lays out its content's subviews itself, as custom containers do.
private struct Carousel<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        HStack {
            ForEach(subviews: content) { subview in
                subview.padding(1)
            }
        }
    }
}

private struct Reversed<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            VStack {
                subviews[1]
                subviews[0]
            }
        }
    }
}

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Carousel {
            Text("Count \(count)").bold()
            Button("Add") { count += 1 }
        }
    }
}

/// `ForEach(subviews:)` and `Group(subviews:)`: navigation and search look through the
/// subviews to the views they show, with the modifiers the container adds.
@MainActor @Suite struct SubviewsTests {
    @Test func forEachOfSubviews() throws {
        let sut = try Counter().inspect()
        let stack = try sut.find(ViewType.ForEach.self)
        #expect(stack.count == 2)
        #expect(try stack.text(0).string() == "Count 0")
        #expect(try stack.text(0).padding() == EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        #expect(try stack.text(0).attributes().isBold())
        #expect(
            try sut.find(text: "Count 0").pathToRoot
                == "view(Counter.self).view(Carousel<EmptyView>.self).hStack().forEach(0).text(0)")
        try sut.find(button: "Add").tap()
        #expect(try sut.find(ViewType.ForEach.self).text(0).string() == "Count 1")
    }

    @Test func groupOfSubviews() throws {
        let sut = try Reversed {
            Text("X")
            Text("Y")
        }.inspect()
        #expect(try sut.group().vStack(0).text(0).string() == "Y")
        #expect(
            try sut.find(text: "X").pathToRoot == "view(Reversed<EmptyView>.self).group().vStack(0).text(1)")
        // As in ViewInspector, a generic custom view is found whatever its content type, and
        // its path spells the generic arguments as `<EmptyView>`.
        let stack = try VStack {
            Reversed {
                Text("X")
                Text("Y")
            }
        }.inspect().vStack()
        #expect(
            try stack.view(Reversed<EmptyView>.self, 0).pathToRoot
                == "vStack().view(Reversed<EmptyView>.self, 0)")
        let actual = #expect(throws: InspectionError.self) {
            try stack.view(Reversed<Image>.self, 0).actualView()
        }
        #expect(
            actual?.description == "Type mismatch: Reversed<TupleView<(Text, Text)>> is not Reversed<Image>")
        let wrong = #expect(throws: InspectionError.self) { try sut.group().vStack(0).image(0) }
        #expect(
            wrong?.description
                == "view(Reversed<EmptyView>.self).group().vStack(0).image(0) found Text instead of Image"
        )
    }
}
