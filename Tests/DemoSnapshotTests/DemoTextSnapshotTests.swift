import FacetInspector
import FacetUI
import Testing

@testable import facet_demo

/// The demo's three tabs at 64 × 14 cells, as the terminal draws them: regression tests of
/// everything they use (tabs, stacks, checkboxes, buttons, a form, styles). References are in
/// `__Snapshots__/DemoTextSnapshotTests/`; re-record with `FACET_RECORD_SNAPSHOTS=1`.
@MainActor @Suite struct DemoTextSnapshotTests {
    private func demo() throws -> InspectableView<ViewType.ClassifiedView> {
        let store = TaskStore(titles: ["Write the layout engine", "Draw it in a terminal", "Ship"])
        return try DemoContent().environment(store).inspect()
    }

    @Test func theTasksTab() throws {
        let sut = try demo()
        assertSnapshot(of: sut, as: .text(width: 64, height: 14))
        assertSnapshot(of: sut, as: .text(width: 64, height: 14, styled: true))
    }

    @Test func checkingATaskAndAddingOne() throws {
        let sut = try demo()
        try sut.find(ViewType.Toggle.self, where: { try $0.labelView().text().string() == "Ship" }).tap()
        try sut.find(button: "Add task").tap()
        assertSnapshot(of: sut, as: .text(width: 64, height: 14))
        #expect(
            try sut.find(text: "3 of 4 remaining").layoutFrame() == CGRect(x: 1, y: 9, width: 16, height: 1))
    }

    @Test func theFormTab() throws {
        let sut = try demo()
        try sut.find(ViewType.TabView.self).selectTab(1)
        assertSnapshot(of: sut, as: .text(width: 64, height: 14))
        assertSnapshot(of: sut, as: .text(width: 64, height: 14, styled: true))
    }

    @Test func theAboutTab() throws {
        let sut = try demo()
        try sut.find(ViewType.TabView.self).selectTab(2)
        assertSnapshot(of: sut, as: .text(width: 64, height: 14))
        assertSnapshot(of: sut, as: .text(width: 64, height: 14, styled: true))
    }
}
