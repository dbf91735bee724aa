import Testing

@testable import FacetTerminal

@MainActor @Suite struct ProgressWidgetTests {
    @Test func determinateBarWithEighths() {
        let progress = ProgressWidget(fraction: 0.5)
        #expect(render(progress, width: 10) == ["█████░░░░░"])
        progress.fraction = 0.25
        #expect(render(progress, width: 10) == ["██▌░░░░░░░"])
        progress.fraction = 1.5
        #expect(render(progress, width: 4) == ["████"])
        progress.fraction = 0.5
        progress.showsPercentage = true
        #expect(render(progress, width: 10) == ["███░░░ 50%"])
    }

    @Test func titleGoesOnFirstRow() {
        let progress = ProgressWidget(fraction: 0.3, title: "Downloading")
        #expect(render(progress, width: 10, height: 2) == ["Downloadi…", "███░░░░░░░"])
    }

    @Test func indeterminateSpinnerAdvances() {
        let progress = ProgressWidget(title: "Loading")
        #expect(render(progress, width: 12) == ["Loading ⠋"])
        progress.advanceAnimation()
        #expect(progress.animationFrame == 1)
        #expect(render(progress, width: 12) == ["Loading ⠙"])
        progress.spinnerFrames = ["|", "/"]
        #expect(render(progress, width: 12) == ["Loading /"])
    }

    @Test func indeterminateLinearBounces() {
        let progress = ProgressWidget(style: .linear)
        #expect(render(progress, width: 6) == ["███░░░"])
        progress.advanceAnimation()
        progress.advanceAnimation()
        #expect(render(progress, width: 6) == ["░░███░"])
        progress.advanceAnimation()
        progress.advanceAnimation()
        #expect(render(progress, width: 6) == ["░░███░"])
    }
}
