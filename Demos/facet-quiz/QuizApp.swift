import FacetUI

// A quiz in the style of the SwiftUI tutorials: written for SwiftUI, it compiles with only
// `import SwiftUI` replaced by `import FacetUI` (this folder is that code, unchanged
// otherwise). `swift run facet-quiz`; `FACET_BACKEND=gtk swift run facet-quiz` opens it as a
// GTK window where FacetGTK is linked; `FACET_SLOW_ANIMATIONS=10` slows every animation down
// ten times, to watch them.

@main
struct QuizApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
