import FacetInspector
import FacetUI
import Testing

@MainActor @Suite struct ProgressViewTests {
    @Test func fractionCompleted() throws {
        let sut = VStack {
            ProgressView(value: 3.0, total: 4.0); ProgressView()
        }
        #expect(try sut.inspect().vStack().progressView(0).fractionCompleted() == 0.75)
        #expect(try sut.inspect().vStack().progressView(1).fractionCompleted() == nil)
    }

    @Test func labelView() throws {
        let sut = ProgressView("Loading", value: 0.5)
        #expect(try sut.inspect().progressView().labelView().text().string() == "Loading")
        #expect(try sut.inspect().find(text: "Loading").pathToRoot == "progressView().labelView().text()")
    }

    @Test func progressViewStyleValue() throws {
        let sut = try ProgressView(value: 0.5).progressViewStyle(.circular).inspect()
        #expect(try sut.progressView().progressViewStyle() is CircularProgressViewStyle)
        let missing = #expect(throws: InspectionError.self) {
            try ProgressView(value: 0.5).inspect().progressView().progressViewStyle()
        }
        #expect(missing?.description == "ProgressView does not have 'progressViewStyle' modifier")
    }
}
