import FacetUI

/// A `Grid`, a `ViewThatFits` and a `GeometryReader` (containers that only lay out their
/// content) in a stack, shared by `GridTests`, `ViewThatFitsTests` and
/// `GeometryReaderTests`.
struct Board: View {
    var body: some View {
        VStack {
            Grid {
                GridRow {
                    Text("A"); Text("B")
                }
                Divider()
            }
            ViewThatFits {
                Text("A long title that does not fit")
                Text("Short")
            }
            GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") }
        }
    }
}
