import FacetUI

/// `swift run facet-demo`: a small app to use with keyboard (Tab, Shift-Tab, arrows, Enter,
/// Space, Esc) and mouse; Ctrl-C quits.
@main
struct DemoApp: App {
    @State private var store = TaskStore(titles: ["Write the layout engine", "Draw it in a terminal", "Ship"])

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
            }
            .environment(store)
        }
    }
}
