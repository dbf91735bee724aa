import FacetUI
import Foundation

/// Hosts an inspected view: a live ``ViewGraph`` on a ``HeadlessBackend``. Every
/// ``InspectableView`` taken from it keeps it alive.
@MainActor
final class InspectionHost {
    let backend: HeadlessBackend
    let graph: ViewGraph

    init<Root: View>(_ view: Root, size: CGSize) {
        backend = HeadlessBackend()
        graph = ViewGraph(rootView: view, backend: backend, size: size)
        graph.flush()
    }

    /// Applies pending updates (after an action).
    func flush() { graph.flush() }
}

extension View {
    /// Hosts this view in a live view graph and returns it for inspection.
    ///
    /// ```swift
    /// let sut = try ContentView().inspect()
    /// try sut.find(button: "Add").tap()
    /// #expect(try sut.find(ViewType.Text.self).string() == "Count: 1")
    /// ```
    @MainActor
    public func inspect(size: CGSize = CGSize(width: 200, height: 100)) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        let host = InspectionHost(self, size: size)
        guard let entry = host.graph.root.children.first else {
            throw InspectionError.viewNotFound(parent: Inspector.typeName(of: self))
        }
        return InspectableView(host: host, entry: entry, path: "")
    }
}
