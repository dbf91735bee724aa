import FacetInspector
import FacetUI
import Foundation
import Testing

/// The counter of the README's first example.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)"); Button("Add") { count += 1 }
        }
    }
}

/// The README's snapshot example, as it is written there.
@MainActor @Suite struct CounterSnapshotTests {
    @Test func addingOne() throws {
        let sut = try Counter().inspect()
        try sut.find(button: "Add").tap()
        // Compared with __Snapshots__/CounterSnapshotTests/addingOne.1.txt
        assertSnapshot(of: sut, as: .text(width: 20, height: 4))
        // Or read here, with the styles as markup:
        let snapshot = try sut.snapshot(width: 20, height: 4)
        #expect(snapshot.lines == ["", "      Count: 1", "       [ Add ]", ""])
        // Where layout placed a view, in cells:
        #expect(try sut.find(button: "Add").layoutFrame() == CGRect(x: 7, y: 2, width: 7, height: 1))
    }
}
