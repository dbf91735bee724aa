import FacetUI

/// A count and a button that adds one, in a stack: a custom view with its own `@State`.
struct CountingStack: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}
