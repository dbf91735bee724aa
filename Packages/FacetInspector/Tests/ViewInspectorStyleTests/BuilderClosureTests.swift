// A view builder closure written in a non-isolated XCTest method (an escaping row closure:
// it is not isolated to the main actor), as ViewInspector's own ForEach tests write one.
import FacetInspector
import FacetUI
import XCTest

struct Row: Identifiable {
    let id: String
}

final class BuilderClosureTests: XCTestCase {
    func testARowClosureBuildsInANonIsolatedMethod() throws {
        let view = ForEach([Row(id: "0"), Row(id: "1")]) { Text($0.id) }
        XCTAssertEqual(try view.inspect().forEach().text(1).string(), "1")
    }
}
