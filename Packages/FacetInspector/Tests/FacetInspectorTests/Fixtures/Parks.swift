import FacetUI

/// A navigation stack with a link presenting a value and one with a destination view,
/// shared by `NavigationStackTests`, `NavigationLinkTests` and `NavigationModifiersTests`.
struct Parks: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Yosemite", value: "yosemite")
                NavigationLink("Settings") { Text("Settings page") }
            }
            .navigationDestination(for: String.self) { Text("Park \($0)").navigationTitle($0) }
            .navigationTitle("Parks")
        }
    }
}
