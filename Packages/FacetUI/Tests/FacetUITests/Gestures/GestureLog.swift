import FacetUI

/// What gesture callbacks reported, in order.
@MainActor
final class GestureLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A 40 × 10 window: a status line at the top, `content` filling the rest (y 1 to 10).
struct GestureStage<Content: View>: View {
    let status: String
    let content: Content

    var body: some View {
        VStack(spacing: 0) {
            Text(status)
            content
        }
    }
}
