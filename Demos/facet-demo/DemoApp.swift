import FacetUI

#if FACET_GTK
    import FacetGTK
#endif

/// `swift run facet-demo`: a small app to use with keyboard (Tab, Shift-Tab, arrows, Enter,
/// Space, Esc) and mouse; Ctrl-C quits. `FACET_BACKEND=gtk swift run facet-demo` opens it as
/// a GTK window instead (where GTK 4 is installed).
@main
struct DemoApp: App {
    @State private var store = TaskStore(titles: ["Write the layout engine", "Draw it in a terminal", "Ship"])

    init() {
        #if FACET_GTK
            GTKApp.register()
        #else
            if ProcessInfo.processInfo.environment["FACET_BACKEND"] == "gtk" {
                // SwiftPM may have read Package.swift before GTK 4 was installed.
                FileHandle.standardError.write(
                    Data(
                        ("facet-demo was built without GTK 4. Install it (apt-get install libgtk-4-dev), "
                            + "then run: FACET_GTK=1 FACET_BACKEND=gtk swift run facet-demo\n").utf8))
            }
        #endif
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                VStack(alignment: .leading) {
                    Text("Facet demo").bold()
                    TaskListView()
                }
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .tabItem { Text("Tasks") }

                SettingsForm()
                    .padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .tabItem { Text("Form") }

                AboutView()
                    .tabItem { Text("About") }

                LongListView()
                    .tabItem { Text("Rows") }
            }
            .environment(store)
        }
    }
}
