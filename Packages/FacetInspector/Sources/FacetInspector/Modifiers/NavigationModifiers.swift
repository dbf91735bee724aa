import FacetUI

extension InspectableView {
    /// The title set on the view with `.navigationTitle(_:)`.
    public func navigationTitle() throws -> String {
        try modifier("navigationTitle") { if case .navigationTitle(let title) = $0 { title } else { nil } }
    }
}
