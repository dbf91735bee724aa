import FacetInspector
import FacetUI
import Testing

private struct TitleKey: PreferenceKey {
    static let defaultValue = "abc"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

private struct ManyOverlaysView: View {
    var body: some View {
        EmptyView()
            .overlay(AnyView(Text("Test")))
            .overlayPreferenceValue(TitleKey.self) { value in Text(value) }
            .overlay(Spacer())
    }
}

private struct Titled: View {
    @State var title = "first"
    var body: some View {
        VStack {
            Button("Rename") { title = "second" }
            Text("Body").preference(key: TitleKey.self, value: title)
        }
        .overlayPreferenceValue(TitleKey.self, alignment: .top) { Text("title: " + $0) }
    }
}

/// The preference modifiers: navigation looks through the writers and readers, and the
/// layers of `overlayPreferenceValue()`/`backgroundPreferenceValue()` are the views made
/// from the live value.
@MainActor @Suite struct PreferenceModifiersTests {
    @Test func navigationLooksThroughThePreferenceModifiers() throws {
        #expect(throws: Never.self) {
            try EmptyView().preference(key: TitleKey.self, value: "t").inspect().emptyView()
        }
        #expect(throws: Never.self) {
            try EmptyView().transformPreference(TitleKey.self) { _ in }.inspect().emptyView()
        }
        #expect(throws: Never.self) {
            try EmptyView().anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }.inspect().emptyView()
        }
        #expect(throws: Never.self) {
            try EmptyView().transformAnchorPreference(key: BoundsKey.self, value: .bounds) { $0 = $1 }
                .inspect()
                .emptyView()
        }
        #expect(throws: Never.self) {
            try EmptyView().onPreferenceChange(TitleKey.self) { _ in }.inspect().emptyView()
        }
    }

    @Test func theLayersAreTheViewsMadeFromTheValue() throws {
        let sut = try EmptyView().overlayPreferenceValue(TitleKey.self) { _ in Text("Test") }.inspect()
        #expect(throws: Never.self) { try sut.emptyView() }
        #expect(try sut.overlayPreferenceValue().text().string() == "Test")
        let background = try EmptyView().backgroundPreferenceValue(TitleKey.self) { Text($0) }.inspect()
        #expect(try background.backgroundPreferenceValue().text().string() == "abc")
    }

    @Test func theLayerShowsTheLiveValueAfterAnAction() throws {
        let sut = try Titled().inspect()
        #expect(try sut.vStack().overlayPreferenceValue().text().string() == "title: first")
        #expect(try sut.vStack().overlayPreferenceValue().alignment() == .top)
        try sut.find(button: "Rename").tap()
        #expect(try sut.vStack().overlayPreferenceValue().text().string() == "title: second")
    }

    @Test func overlayDoesNotReturnAPreferenceLayer() throws {
        let sut = try ManyOverlaysView().inspect().emptyView()
        #expect(try sut.overlayPreferenceValue().text().string() == "abc")
        #expect(try sut.overlay().anyView().text().string() == "Test")
        #expect(throws: Never.self) { try sut.overlay(1).spacer() }
        #expect(try sut.overlayPreferenceValue().alignment() == .center)
    }

    @Test func searchReachesAPreferenceLayerByItsCall() throws {
        let sut = try ManyOverlaysView().inspect()
        #expect(throws: Never.self) { try sut.find(text: "Test") }
        let made = try sut.find(text: "abc").pathToRoot
        #expect(made == "view(ManyOverlaysView.self).emptyView().overlayPreferenceValue().text()")
    }

    @Test func aMissingPreferenceLayerNamesTheModifiersThereAre() throws {
        let none = #expect(throws: InspectionError.self) {
            try Text("A").inspect().text().overlayPreferenceValue()
        }
        #expect(none?.description == "Text does not have 'overlayPreferenceValue' modifier")
        let other = #expect(throws: InspectionError.self) {
            try Text("A").overlayPreferenceValue(TitleKey.self) { Text($0) }.preference(
                key: TitleKey.self, value: "x"
            )
            .inspect().text().backgroundPreferenceValue()
        }
        #expect(
            other?.description
                == "Text does not have 'backgroundPreferenceValue' modifier (it has: overlayPreferenceValue, preference)"
        )
        let index = #expect(throws: InspectionError.self) {
            try Text("A").backgroundPreferenceValue(TitleKey.self) { Text($0) }.inspect().text()
                .backgroundPreferenceValue(1)
        }
        #expect(
            index?.description
                == "Text does not have 'backgroundPreferenceValue' modifier at index 1 (it has: backgroundPreferenceValue)"
        )
    }
}
