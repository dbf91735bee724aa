import FacetEngine
import FacetUI
import Foundation

/// Records which bodies ran.
@MainActor
final class BodyLog {
    private(set) var entries: [String] = []
    func record(_ name: String) { entries.append(name) }
}

/// A view that records each evaluation of its body and shows its name.
struct Probe: View {
    let name: String
    let log: BodyLog
    var body: some View {
        log.record(name)
        return Text(name)
    }
}

/// A modifier that shows a marker text before its content.
struct Marked: ViewModifier {
    let marker: String
    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text(marker)
            content
        }
    }
}
