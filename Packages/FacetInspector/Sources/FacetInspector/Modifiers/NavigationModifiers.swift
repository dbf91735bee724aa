import FacetUI
@_spi(Inspection) import FacetUICore

extension InspectableView {
    /// The title set on the view with `.navigationTitle(_:)`.
    public func navigationTitle() throws -> String {
        try modifier(GraphOutputWritingModifier<NavigationTitleOutput>.self, "navigationTitle").value
    }

    /// Whether the view hides the navigation bar, as its `.navigationBarHidden(_:)` (or a
    /// `.toolbar(_:for: .navigationBar)`) says.
    public func navigationBarHidden() throws -> Bool {
        let setting = try modifier(
            GraphOutputWritingModifier<ToolbarVisibilityOutput>.self, "navigationBarHidden"
        ) {
            $0.value.bars.contains(.navigationBar) ? $0.value : nil
        }
        return setting.visibility == .hidden
    }

    /// Whether the view hides the navigation bar's back button
    /// (`.navigationBarBackButtonHidden(_:)`).
    public func navigationBarBackButtonHidden() throws -> Bool {
        try modifier(
            GraphOutputWritingModifier<NavigationBarBackButtonHiddenOutput>.self,
            "navigationBarBackButtonHidden"
        ).value
    }

    /// The title display mode set with `.navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitleDisplayMode() throws -> NavigationBarItem.TitleDisplayMode {
        try modifier(
            GraphOutputWritingModifier<NavigationBarTitleDisplayModeOutput>.self,
            "navigationBarTitleDisplayMode"
        ).value
    }

    /// The style set on the view with `.navigationViewStyle(_:)`.
    ///
    /// ```swift
    /// #expect(try sut.inspect().navigationView().navigationViewStyle() is StackNavigationViewStyle)
    /// ```
    public func navigationViewStyle() throws -> any NavigationViewStyle {
        try environmentWriter("navigationViewStyle", (any NavigationViewStyle).self, inherited: false)
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
