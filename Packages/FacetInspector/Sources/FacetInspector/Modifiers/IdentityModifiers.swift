import FacetUI

extension InspectableView {
    /// The tag set on the view with `.tag(_:)`.
    public func tag() throws -> AnyHashable {
        try modifier("tag") { if case .tag(let tag) = $0 { tag } else { nil } }
    }

    /// The identity given to the view with `.id(_:)`.
    public func id() throws -> AnyHashable {
        try modifier("id") { if case .id(let id) = $0 { id } else { nil } }
    }
}
