// A test suite written as ViewInspector's guide writes one: an XCTest case in Swift 5 mode
// whose methods are not isolated to the main actor. It compiles with `import FacetInspector`
// in place of `import ViewInspector` and runs on the live graph.
import FacetInspector
import FacetUI
import XCTest

struct ContentView: View {
    @State var count = 0
    @State var showsTip = false

    var body: some View {
        VStack {
            Text("Count: \(count)")
            if showsTip { Text("Tip") }
            Button("Add") { count += 1 }
            Toggle("Tip", isOn: $showsTip)
        }
        .font(.headline)
    }
}

extension ContentView: Inspectable {}

struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        HStack {
            content
            Text("new")
        }
    }
}

final class ContentViewTests: XCTestCase {
    func testTappingUpdatesTheLiveView() throws {
        let sut = try ContentView().inspect()
        try sut.find(button: "Add").tap()
        XCTAssertEqual(try sut.vStack().text(0).string(), "Count: 1")
        XCTAssertEqual(try sut.find(text: "Count: 1").pathToRoot, "view(ContentView.self).vStack().text(0)")
    }

    func testAnIfKeepsItsPlace() throws {
        let sut = try ContentView().inspect()
        XCTAssertTrue(try sut.vStack()[1].isAbsent)
        XCTAssertEqual(try sut.vStack().button(2).labelView().text().string(), "Add")
        try sut.vStack().toggle(3).tap()
        XCTAssertEqual(try sut.vStack().text(1).string(), "Tip")
    }

    func testErrorsReadAsViewInspectorsDo() throws {
        let sut = try ContentView().inspect()
        XCTAssertThrowsError(try sut.vStack().hStack(0)) { error in
            XCTAssertEqual(
                "\(error)", "view(ContentView.self).vStack().hStack(0) found Text instead of HStack")
        }
        XCTAssertEqual(try sut.vStack().button(2).font(), .headline)
    }

    func testLocalesAndTheParentViewType() throws {
        Locale.testsDefault = Locale(identifier: "fr")
        defer { Locale.testsDefault = Locale(identifier: "en") }
        let sut = try ContentView().inspect()
        let text = try sut.find(text: "Count: 0", locale: Locale(identifier: "de"))
        XCTAssertEqual(try text.string(locale: .testsDefault), "Count: 0")
        let parent: InspectableView<ViewType.ParentView> = try text.parent()
        XCTAssertEqual(parent.pathToRoot, "view(ContentView.self).vStack()")
    }

    func testTheClosureForms() {
        ContentView().inspect { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "Count: 0")
        }
        Badge().inspect { body in
            XCTAssertEqual(try body.hStack().text(1).string(), "new")
        }
    }
}
