#if FACET_GTK
    import FacetGTKSnapshots
    import FacetInspector
    import FacetUI
    import Foundation
    import Testing

    @testable import facet_demo

    /// The demo's three tabs drawn by GTK at 480 × 320 pixels, compared with PNG references
    /// (`__Snapshots__/DemoImageSnapshotTests/`). They run under `xvfb-run -a` (as
    /// `Tools/test-all` runs them), with the appearance pinned by `SnapshotImage`; without a
    /// display each snapshot is skipped, saying why. A pixel may differ by the default
    /// ΔE 2.3 and 0.5% of pixels by more (antialiasing of text between FreeType versions).
    @MainActor @Suite struct DemoImageSnapshotTests {
        private func demo(tab: Int) -> some View {
            let store = TaskStore(titles: ["Write the layout engine", "Draw it in a terminal", "Ship"])
            return DemoContent(tab: tab).environment(store)
        }

        @Test(arguments: [0, 1, 2]) func aTab(_ tab: Int) {
            assertSnapshot(
                of: demo(tab: tab), as: .image(width: 480, height: 320, precision: 0.995), named: "tab\(tab)")
        }
    }
#endif
