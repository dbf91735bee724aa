import FacetUI

/// A `List` of 10,000 rows with a selection: the list builds only the rows in view as it is
/// scrolled with the keyboard (arrows, Page Up/Down, Home/End) or the mouse wheel.
struct LongListView: View {
    @State private var selection: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Picked: \(selection.map { "row \($0)" } ?? "none")")
            List(0..<10_000, id: \.self, selection: $selection) { Text("Row \($0)") }
        }
    }
}
