import FacetUI

extension InspectableView {
    /// The title set on the view with `.navigationTitle(_:)`.
    public func navigationTitle() throws -> String {
        try modifier("navigationTitle") { if case .navigationTitle(let title) = $0 { title } else { nil } }
    }

    /// The page the view's `.navigationDestination(for:destination:)` for `D` makes for
    /// `value`, hosted on its own: what a `NavigationLink(value:)` pushes onto the stack.
    /// Actions on it update the inspected view.
    ///
    /// ```swift
    /// let page = try sut.inspect().find(ViewType.VStack.self).navigationDestination(for: "yosemite")
    /// #expect(try page.text().string() == "Park yosemite")
    /// ```
    public func navigationDestination<D: Hashable>(for value: D) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        let name = "navigationDestination(for: \(Inspector.typeName(ofType: D.self)).self)"
        let page = try modifier(name) {
            if case .navigationDestination(let type, let page) = $0, type == D.self {
                page(AnyHashable(value))
            } else {
                nil
            }
        }
        return try detached(page, call: "navigationDestination(for: \(String(reflecting: value)))")
    }
}
