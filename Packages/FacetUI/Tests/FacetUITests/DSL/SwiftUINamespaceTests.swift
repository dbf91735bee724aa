import FacetTestSupport
import FacetUI
import Testing

/// A view written as SwiftUI code that qualifies its types with the module name.
private struct QualifiedRow: SwiftUI.View {
    @SwiftUI.State private var count = 2
    var body: some SwiftUI.View {
        SwiftUI.HStack(spacing: 1) {
            SwiftUI.Text("Count")
            SwiftUI.Text("\(count)").padding(SwiftUI.Edge.Set.leading, 1)
        }
    }
}

/// An app's own type that shadows SwiftUI's name, as apps' models often do.
private struct Image { var url: String }

@MainActor @Suite struct SwiftUINamespaceTests {
    @Test func codeNamingTypesThroughTheSwiftUIModuleBuildsFacetViews() {
        let host = HeadlessHost(QualifiedRow(), width: 10, height: 1)
        #expect(
            host.dump == """
                Text "Count" (1, 0, 5, 1)
                Text "2" (8, 0, 1, 1)
                """)
    }

    @Test func anAppTypeThatShadowsASwiftUINameIsToldApartByTheModule() {
        let model = Image(url: "a.png")
        let view: SwiftUI.Image = SwiftUI.Image(systemName: "star")
        #expect(model.url == "a.png")
        #expect(type(of: view) == FacetUI.Image.self)
    }

    @Test func theNamespaceNamesProtocolsAndGenericTypes() {
        let stack: SwiftUI.VStack<SwiftUI.Text> = SwiftUI.VStack { SwiftUI.Text("A") }
        let erased: any SwiftUI.View = stack
        #expect(erased is FacetUI.VStack<FacetUI.Text>)
    }
}
