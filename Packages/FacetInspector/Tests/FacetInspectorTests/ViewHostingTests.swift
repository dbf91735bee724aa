import FacetInspector
import FacetUI
import XCTest

private struct Counter: View {
    @State var count = 0
    var didAppear: ((Self) -> Void)?
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
        .onAppear { didAppear?(self) }
    }
}

/// ViewInspector's `ViewHosting` and `on(_:perform:)` hook, in an XCTest case as its guide
/// writes them (async: a main-actor XCTest method must be on Linux).
final class ViewHostingTests: XCTestCase {
    @MainActor func testTheHookInspectsTheHostedView() async throws {
        var sut = Counter()
        let appeared = sut.on(\.didAppear) { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "Count: 0")
            try view.find(button: "Add").tap()
            XCTAssertEqual(try view.vStack().text(0).string(), "Count: 1")
            XCTAssertEqual(view.pathToRoot, "")
        }
        ViewHosting.host(view: sut)
        await fulfillment(of: [appeared], timeout: 5)
        ViewHosting.expel()
    }

    @MainActor func testHostingWhileAClosureRuns() async throws {
        var sut = Counter()
        var seen = ""
        let appeared = sut.on(\.didAppear) { view in seen = try view.vStack().text(0).string() }
        try await ViewHosting.host(sut) {
            await fulfillment(of: [appeared], timeout: 5)
        }
        XCTAssertEqual(seen, "Count: 0")
    }

    @MainActor func testTheClosureFormOfInspect() async throws {
        var checked = false
        Counter().inspect { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "Count: 0")
            checked = true
        }
        XCTAssertTrue(checked)
    }

    @MainActor func testADidAppearHookInspectsTheHostedViewWithTheClosureForm() async throws {
        var sut = Counter()
        var seen: [String] = []
        sut.didAppear = { view in
            // The closure form inspects the view this test hosted (hosting it again would
            // make it appear again, and call this hook without end).
            view.inspect { hosted in
                seen.append(try hosted.vStack().text(0).string())
                try hosted.vStack().button(1).tap()
                seen.append(try hosted.vStack().text(0).string())
            }
        }
        ViewHosting.host(view: sut)
        ViewHosting.expel()
        XCTAssertEqual(seen, ["Count: 0", "Count: 1"])
    }

    @MainActor func testPrintingAViewValue() async throws {
        XCTAssertEqual(
            Inspector.print(VStack { Text("A") }),
            """
            VStack
              Text "A"
            """)
    }
}
