import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The title set on the view with `.navigationTitle(_:)`.
    public func navigationTitle() throws -> String {
        try modifier(GraphOutputWritingModifier<NavigationTitleOutput>.self, "navigationTitle").value
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
        let page = try modifier((any InspectedNavigationDestination).self, name) {
            $0.dataType == D.self ? $0.page(for: AnyHashable(value)) : nil
        }
        return try detached(page, call: "navigationDestination(for: \(String(reflecting: value)))")
    }
}

/// A `.navigationDestination(for:destination:)` modifier, whatever its types.
@MainActor
protocol InspectedNavigationDestination {
    /// The type of the values it makes pages for.
    var dataType: Any.Type { get }
    /// The page for `value`, or `nil` for a value of another type.
    func page(for value: AnyHashable) -> AnyView?
}

extension NavigationDestinationModifier: InspectedNavigationDestination {
    var dataType: Any.Type { D.self }
    func page(for value: AnyHashable) -> AnyView? { (value.base as? D).map { AnyView(destination($0)) } }
}
