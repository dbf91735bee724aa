import FacetUI

// A tip calculator in the style of the SwiftUI tutorials: written for SwiftUI, it compiles
// with only `import SwiftUI` replaced by `import FacetUI` (this folder is that code, unchanged
// otherwise). `swift run facet-tips`; `FACET_BACKEND=gtk swift run facet-tips` opens it as a
// GTK window where FacetGTK is linked.

@main
struct TipsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
