import FacetUI

/// The demo's window: tabs (the task list, a settings form, an about page, a clock, a 10,000-row list) over the
/// `TaskStore` in the environment. Its text and image snapshots are regression tests
/// (`Tests/DemoSnapshotTests`).
struct DemoContent: View {
    /// The selected tab: 0 (tasks), 1 (form), 2 (about), 3 (clock) or 4 (rows).
    @State var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            VStack(alignment: .leading) {
                Text("Facet demo").bold()
                TaskListView()
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .tabItem { Text("Tasks") }
            .tag(0)

            SettingsForm()
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .tabItem { Text("Form") }
                .tag(1)

            AboutView()
                .tabItem { Text("About") }
                .tag(2)

            ClockView()
                .tabItem { Text("Clock") }
                .tag(3)

            LongListView()
                .tabItem { Text("Rows") }
                .tag(4)
        }
    }
}
