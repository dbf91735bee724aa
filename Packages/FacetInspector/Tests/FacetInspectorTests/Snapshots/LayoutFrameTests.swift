import FacetInspector
import FacetUI
import Foundation
import Testing

/// Two rows of a custom view, each a text and a button.
private struct Rows: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            FrameRow(title: "A")
            FrameRow(title: "B")
        }
    }
}

private struct FrameRow: View {
    let title: String
    var body: some View {
        HStack {
            Text(title)
            Button("Go") {}
        }
    }
}

@MainActor @Suite struct LayoutFrameTests {
    @Test func aViewsFrameIsWhereLayoutPlacedItInTheWindow() throws {
        let sut = try SnapshotCounter().inspect(size: CGSize(width: 30, height: 5))
        #expect(try sut.vStack().hStack(0).layoutFrame() == CGRect(x: 5, y: 2, width: 8, height: 1))
        #expect(try sut.find(text: "0").layoutFrame() == CGRect(x: 12, y: 2, width: 1, height: 1))
        #expect(try sut.find(button: "Reset").layoutFrame() == CGRect(x: 17, y: 3, width: 9, height: 1))
        // The counter itself spans its padded stack.
        #expect(try sut.layoutFrame() == CGRect(x: 4, y: 1, width: 23, height: 4))
        #expect(try sut.vStack().layoutFrame() == CGRect(x: 5, y: 2, width: 21, height: 2))
    }

    @Test func localAndRelativeFrames() throws {
        let sut = try SnapshotCounter().inspect(size: CGSize(width: 30, height: 5))
        let reset = try sut.find(button: "Reset")
        #expect(try reset.layoutFrame(in: .local) == CGRect(x: 0, y: 0, width: 9, height: 1))
        #expect(try reset.layoutFrame(in: .global) == CGRect(x: 17, y: 3, width: 9, height: 1))
        #expect(try reset.layoutFrame(relativeTo: sut.vStack()) == CGRect(x: 12, y: 1, width: 9, height: 1))
    }

    @Test func theProposalAndTheChosenSize() throws {
        let sut = try SnapshotCounter().inspect(size: CGSize(width: 30, height: 5))
        let title = try sut.vStack().hStack(0)
        #expect(try title.layoutSize() == CGSize(width: 8, height: 1))
        #expect(try title.proposedSize() == ProposedViewSize(width: 21, height: 1))
        #expect(try sut.vStack().proposedSize() == ProposedViewSize(width: 21, height: 2))
    }

    @Test func aCustomViewSpansTheViewsItLaysOut() throws {
        let sut = try Rows().inspect(size: CGSize(width: 20, height: 4))
        let second = try sut.find(FrameRow.self, containing: "B")
        #expect(try second.layoutFrame() == CGRect(x: 6, y: 2, width: 8, height: 1))
        #expect(try sut.find(text: "B").layoutFrame() == CGRect(x: 6, y: 2, width: 1, height: 1))
        #expect(try second.proposedSize() == ProposedViewSize(width: 20, height: 3))
    }

    @Test func framesFollowTheStateAndTheWindowSize() throws {
        let sut = try SnapshotCounter().inspect(size: CGSize(width: 30, height: 5))
        try sut.find(button: "Add one").tap()
        _ = try sut.snapshot(width: 40, height: 9)
        #expect(try sut.find(text: "1").layoutFrame() == CGRect(x: 17, y: 4, width: 1, height: 1))
    }

    @Test func aViewThatTakesNoRoomWasNotLaidOut() throws {
        let sut = try VStack {
            EmptyView(); Text("A")
        }.inspect()
        #expect(throws: InspectionError.notSupported("EmptyView was not laid out")) {
            try sut.vStack().emptyView(0).layoutFrame()
        }
    }
}
