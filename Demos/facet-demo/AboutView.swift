import FacetUI

/// A navigation stack: a list of topics, each pushing a detail page.
struct AboutView: View {
    private let topics = ["Graph", "Layout", "Backends"]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(topics, id: \.self) { topic in
                    NavigationLink(topic, value: topic)
                }
            }
            .navigationTitle("About Facet")
            .navigationDestination(for: String.self) { topic in
                TopicView(topic: topic)
            }
        }
    }
}

/// A detail page.
struct TopicView: View {
    let topic: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text(summary)
            Button("Back") { dismiss() }
        }
        .navigationTitle(topic)
    }

    private var summary: String {
        switch topic {
        case "Graph": "One retained node per view; updates touch only what changed."
        case "Layout": "SwiftUI's algorithm: propose, size, place — cached per proposal."
        default: "A terminal backend built in, GTK 4 next."
        }
    }
}
