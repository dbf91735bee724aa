import FacetUI

/// A titled row with a disclosure chevron: the smallest custom view with a body of several
/// views.
struct Row: View {
    let title: String
    var body: some View {
        HStack {
            Text(title); Image(systemName: "chevron.right")
        }
    }
}
