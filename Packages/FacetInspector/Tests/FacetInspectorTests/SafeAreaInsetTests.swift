import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct SafeAreaInsetTests {
    @Test func inspectionIsNotBlocked() {
        let sut = EmptyView().safeAreaInset(edge: .bottom) { Text("") }
        #expect(throws: Never.self) { try sut.inspect().emptyView() }
    }

    @Test func aViewWithoutTheModifierGetsViewInspectorsMessage() throws {
        let sut = EmptyView().offset()
        let error = #expect(throws: InspectionError.self) { try sut.inspect().emptyView().safeAreaInset() }
        #expect(error?.description == "EmptyView does not have 'safeAreaInset' modifier (it has: offset)")
        let bare = #expect(throws: InspectionError.self) {
            try EmptyView().inspect().emptyView().safeAreaInset()
        }
        #expect(bare?.description == "EmptyView does not have 'safeAreaInset' modifier")
    }

    @Test func theInsetsPathAndContent() throws {
        let sut = EmptyView().safeAreaInset(edge: .bottom) { Text("abc") }
        #expect(try sut.inspect().emptyView().safeAreaInset().pathToRoot == "emptyView().safeAreaInset()")
        #expect(try sut.inspect().safeAreaInset().text().string() == "abc")
    }

    @Test func edgeSpacingAndRegions() throws {
        let sut = EmptyView().safeAreaInset(edge: .bottom, spacing: 19) { Text("") }
        #expect(try sut.inspect().safeAreaInset().edge() == .bottom)
        #expect(try sut.inspect().safeAreaInset().spacing() == 19)
        #expect(try sut.inspect().safeAreaInset().regions() == .container)
        let plain = EmptyView().safeAreaInset(edge: .leading) { Text("") }
        #expect(try plain.inspect().safeAreaInset().spacing() == nil)
        #expect(try plain.inspect().safeAreaInset().edge() == .leading)
    }

    @Test func severalInsetsCountFromTheInnermost() throws {
        let sut = Text("main")
            .safeAreaInset(edge: .top) { Text("1") }
            .safeAreaInset(edge: .trailing) { Text("2") }
        #expect(try sut.inspect().text().safeAreaInset().text().string() == "1")
        #expect(try sut.inspect().text().safeAreaInset(1).text().string() == "2")
        #expect(try sut.inspect().text().safeAreaInset(1).edge() == .trailing)
        #expect(try sut.inspect().text().string() == "main")
    }

    @Test func searchReachesTheInsetsViews() throws {
        let sut = Group {
            EmptyView()
            Text("")
                .safeAreaInset(edge: .top) {
                    EmptyView()
                    Text("1")
                }
                .padding()
                .safeAreaInset(edge: .leading) { Text("2") }
        }
        // Spelled as ViewInspector spells them: the innermost inset without an index, and
        // the inset's views below it.
        let first = try sut.inspect().find(text: "1").pathToRoot
        #expect(first == "group().text(1).safeAreaInset().text(1)")
        let second = try sut.inspect().find(text: "2").pathToRoot
        #expect(second == "group().text(1).safeAreaInset(1).text()")
        #expect(try sut.inspect().group().text(1).safeAreaInset().text(1).string() == "1")
        #expect(try sut.inspect().group().text(1).safeAreaInset(1).text().string() == "2")
    }
}
