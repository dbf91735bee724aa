import FacetUI

// A settings screen in the style of the SwiftUI tutorials: written for SwiftUI, it compiles
// with only `import SwiftUI` replaced by `import FacetUI` (this folder is that code, unchanged
// otherwise). Every setting is an `@AppStorage` value, so it survives a restart (on Linux,
// `$XDG_CONFIG_HOME/facet-settings.plist`). `swift run facet-settings`;
// `FACET_BACKEND=gtk swift run facet-settings` opens it as a GTK window where FacetGTK is
// linked.

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}
