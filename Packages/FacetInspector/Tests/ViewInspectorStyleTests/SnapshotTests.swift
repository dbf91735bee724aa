// Snapshots in an XCTest case in Swift 5 mode: `assertSnapshot` fails through `XCTFail`
// when no Swift Testing test is running.
import FacetInspector
import FacetUI
import XCTest

final class SnapshotTests: XCTestCase {
    func testASnapshotMatchesItsReferenceBesideTheTest() throws {
        // `__Snapshots__/SnapshotTests/testASnapshotMatchesItsReferenceBesideTheTest.1.txt`
        let sut = try ContentView().inspect()
        try sut.find(button: "Add").tap()
        assertSnapshot(of: sut, as: .text(width: 20, height: 4))
        XCTAssertEqual(try sut.find(button: "Add").layoutFrame(), CGRect(x: 7, y: 2, width: 7, height: 1))
    }
}
