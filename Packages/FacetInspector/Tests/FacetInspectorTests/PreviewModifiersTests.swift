import FacetUI
import Foundation
import Testing

@testable import FacetInspector

/// The preview modifiers (no change at run time), `colorScheme(_:)` and the style given to
/// `foregroundStyle(_:)`, as inspection reads them.
@MainActor @Suite struct PreviewModifiersTests {
    @Test func previewModifiersAreReadBack() throws {
        let sut = try EmptyView().previewDevice("iPhone 8").previewDisplayName("Small")
            .previewLayout(.fixed(width: 5, height: 6)).inspect().emptyView()
        #expect(try sut.previewDevice().rawValue == "iPhone 8")
        #expect(try sut.previewDisplayName() == "Small")
        guard case .fixed(let width, let height) = try sut.previewLayout() else {
            Issue.record("not a fixed layout")
            return
        }
        #expect(width == 5 && height == 6)
        #expect(PreviewDevice(rawValue: "Mac").rawValue == "Mac")
    }

    @Test func previewModifiersChangeNothingAtRunTime() throws {
        let plain = try Text("Same").inspect().text().layoutFrame()
        let previewed = try Text("Same").previewLayout(.sizeThatFits).previewDevice(nil).inspect().text()
        #expect(try previewed.layoutFrame() == plain)
        #expect(throws: InspectionError.modifierNotFound(parent: "Text", modifier: "previewDevice", index: 0))
        {
            try previewed.previewDevice()
        }
        #expect(
            throws: InspectionError.modifierNotFound(parent: "Text", modifier: "previewDisplayName", index: 0)
        ) {
            try previewed.previewDisplayName()
        }
    }

    private struct Scheme: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "Night" : "Day") }
    }

    @Test func colorSchemeIsInheritedAndReadByViews() throws {
        let sut = try AnyView(Group { Scheme() }.colorScheme(.light)).colorScheme(.dark).inspect()
        #expect(try sut.anyView().colorScheme() == .dark)
        #expect(try sut.anyView().group().colorScheme() == .light)
        #expect(try sut.find(text: "Day").colorScheme() == .light)
        #expect(
            try Scheme().colorScheme(.dark).inspect().find(text: "Night").pathToRoot
                == "view(Scheme.self).text()")
        #expect(
            throws: InspectionError.modifierNotFound(parent: "EmptyView", modifier: "colorScheme", index: 0)
        ) {
            try EmptyView().inspect().colorScheme()
        }
        #expect(ColorScheme.allCases == [.light, .dark])
    }

    @Test func foregroundStyleGivesBackItsStyle() throws {
        let sut = try EmptyView().foregroundStyle(.purple).padding().inspect().emptyView()
        #expect(try sut.foregroundStyleShapeStyle(Color.self) == .purple)
        _ = try EmptyView().foregroundStyle(.foreground).inspect().foregroundStyleShapeStyle(
            ForegroundStyle.self)
        #expect(
            throws: InspectionError.modifierNotFound(
                parent: "EmptyView", modifier: "foregroundStyle", index: 0)
        ) {
            try sut.foregroundStyleShapeStyle(ForegroundStyle.self)
        }
        #expect(
            throws: InspectionError.modifierNotFound(
                parent: "EmptyView", modifier: "foregroundStyle", index: 0)
        ) {
            try EmptyView().foregroundColor(.red).inspect().foregroundStyleShapeStyle(Color.self)
        }
    }
}
