import Foundation
import TestSupport
import Testing

/// The quiz (SwiftUI code with only its import changed, no GTK code of its own) opens as a GTK
/// window with `FACET_BACKEND=gtk`: linking FacetGTK registers the backend as the program
/// loads. Its transitions in a GTK window are tested frame by frame in FacetGTK's
/// `TransitionDrawingTests`.
@Suite struct QuizInGTKTests {
    @Test(
        .enabled(
            if: DemoInGTKTests.display != nil,
            "no display: the GTK quiz test runs under `xvfb-run -a` (CI does)"))
    func theQuizOpensAsAGTKWindowWithoutRegistrationCode() throws {
        let binary = try #require(
            Tmux.builtProgram("facet-quiz"), "facet-quiz is not built; run `swift build` first")
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("facet-quiz-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        guard let data = try DemoInGTKTests.firstFrame(of: binary, savedTo: png) else { return }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(data.count > 5_000, "a window with the quiz's widgets compresses to more than a blank one")
    }
}
