import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct SafeAreaModifiersTests {
    @Test func ignoresSafeAreaGivesItsRegionsAndEdges() throws {
        let sut = EmptyView().ignoresSafeArea(.keyboard, edges: .bottom)
        let value = try sut.inspect().emptyView().ignoresSafeArea()
        #expect(value.regions == .keyboard)
        #expect(value.edges == .bottom)
        let defaults = try Color.red.ignoresSafeArea().inspect().color().ignoresSafeArea()
        #expect(defaults.regions == .all)
        #expect(defaults.edges == .all)
        let error = #expect(throws: InspectionError.self) {
            try EmptyView().padding().inspect().emptyView().ignoresSafeArea()
        }
        #expect(
            error?.description
                == "EmptyView does not have 'ignoresSafeArea(_:edges:)' modifier (it has: padding)")
    }

    @Test func edgesIgnoringSafeAreaGivesItsEdges() throws {
        let sut = EmptyView().edgesIgnoringSafeArea([.top, .leading])
        #expect(try sut.inspect().emptyView().edgesIgnoringSafeArea() == [.top, .leading])
        let error = #expect(throws: InspectionError.self) {
            try EmptyView().inspect().emptyView().edgesIgnoringSafeArea()
        }
        #expect(error?.description == "EmptyView does not have 'edgesIgnoringSafeArea' modifier")
    }

    @Test func aStyleLayerGivesTheEdgesItIgnores() throws {
        let sut = Text("A").background(.red, ignoresSafeAreaEdges: .top).overlay(.blue)
        #expect(try sut.inspect().text().background().ignoresSafeAreaEdges() == .top)
        #expect(try sut.inspect().text().overlay().ignoresSafeAreaEdges() == .all)
        #expect(
            try Text("A").background(Color.red).inspect().text().background().ignoresSafeAreaEdges() == .all)
        // A colour style is layered as the colour itself, as in ViewInspector.
        #expect(try sut.inspect().text().background().color().value() == .red)
    }
}
