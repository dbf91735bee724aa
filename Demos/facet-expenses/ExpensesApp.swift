import FacetUI

// An expenses list in the style of the SwiftUI tutorials: written for SwiftUI, it compiles
// with only `import SwiftUI` replaced by `import FacetUI` (this folder is that code, unchanged
// otherwise). The expenses are kept as JSON in `UserDefaults` between launches (on Linux,
// `$XDG_CONFIG_HOME/facet-expenses.plist`). `swift run facet-expenses`;
// `FACET_BACKEND=gtk swift run facet-expenses` opens it as a GTK window where FacetGTK is
// linked.

@main
struct ExpensesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
