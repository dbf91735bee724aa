import FacetUI

/// `swift run facet-demo`: a small app to use with keyboard (Tab, Shift-Tab, Enter, Space)
/// and mouse; Ctrl-C quits.
@main
struct DemoApp: App {
    @State private var store = TaskStore(titles: ["Write the layout engine", "Draw it in a terminal", "Ship"])

    var body: some Scene {
        WindowGroup {
            VStack(alignment: .leading) {
                Text("Facet demo").bold()
                TaskListView()
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .environment(store)
        }
    }
}
