import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// `NavigationLink` as inspection sees it: its enclosed view is the page it pushes (for
    /// a link made with a destination view), reached before it is pushed, as in
    /// ViewInspector — for a link bound to whether its page is shown, only while it is;
    /// `labelView()` is its label.
    public struct NavigationLink: KnownViewType {
        /// "NavigationLink".
        public static var typePrefix: String { "NavigationLink" }
        /// Whether `node` holds a `NavigationLink`.
        public static func _matches(_ node: ViewNode) -> Bool { node.view is any InspectedNavigationLink }
    }
}

/// Marks `NavigationLink`, whatever its generic arguments, and gives its destination.
@MainActor
protocol InspectedNavigationLink {
    var inspectedDestination: (any FacetUI.View)? { get }
    /// The type of the destination view.
    var destinationType: any FacetUI.View.Type { get }
    var presentedValue: AnyHashable? { get }
    var isActive: Binding<Bool>? { get }
}

extension InspectedNavigationLink {
    /// The destination, when the link shows it: always for a link pushing it when
    /// activated, while its binding is `true` for a bound one.
    var shownDestination: (any FacetUI.View)? {
        guard isActive?.wrappedValue ?? true else { return nil }
        return inspectedDestination
    }
}

extension FacetUI.NavigationLink: InspectedNavigationLink {
    var inspectedDestination: (any FacetUI.View)? { destination }
    var destinationType: any FacetUI.View.Type { Destination.self }
}

extension InspectableView where View == ViewType.NavigationLink {
    /// The value the link presents (`NavigationLink(_:value:)`), as a `Value`: "Type
    /// mismatch: Int is not String" for a value of another type.
    ///
    /// ```swift
    /// #expect(try sut.inspect().navigationLink().value(Int.self) == 42)
    /// ```
    public func value<Value>(_ type: Value.Type = Value.self) throws -> Value {
        let link = try viewValue(as: (any InspectedNavigationLink).self, expected: "NavigationLink")
        guard let presented = link.presentedValue else {
            // ViewInspector's text, which names SwiftUI's storage of the value.
            throw InspectionError.attributeNotFound(
                label: "some", type: "Optional<NavigationLinkPresentedValue>")
        }
        guard let value = presented.base as? Value else {
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(ofType: Swift.type(of: presented.base)),
                expected: Inspector.typeName(ofType: Value.self))
        }
        return value
    }
}

extension InspectableView {
    /// The only enclosed `NavigationLink` (or this view, when it is one).
    public func navigationLink() throws -> InspectableView<ViewType.NavigationLink> {
        try child(ViewType.NavigationLink.self, call: "navigationLink", index: nil)
    }

    /// The enclosed `NavigationLink` at `index`.
    public func navigationLink(_ index: Int) throws -> InspectableView<ViewType.NavigationLink> {
        try child(ViewType.NavigationLink.self, call: "navigationLink", index: index)
    }
}

extension InspectableView where View == ViewType.NavigationLink {
    /// The link's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try controlLabel() }

    /// Acts as the user: activates the link, then applies the updates — the enclosing
    /// `NavigationStack` shows the link's page (a bound link sets its binding, which shows
    /// it). Throws when the link is disabled, hidden or has no destination.
    public func activate() throws {
        try ensureResponsive()
        guard try widgetContent(NavigationLinkContent.self).isEnabled else {
            throw InspectionError.unresponsiveControl(name: "NavigationLink", reason: "it has no destination")
        }
        try send(.activate)
    }

    /// Whether the link's page is shown, as the binding of a link made with `isActive:` or
    /// with `tag:selection:` says. Other links throw ViewInspector's "Please use
    /// `NavigationLink(destination:, tag:, selection:)` if you need to access the state value
    /// for reading or writing."
    public func isActive() throws -> Bool { try activation().wrappedValue }

    /// Sets the binding of a link made with `isActive:` or `tag:selection:` to `false`, as
    /// code popping its page does, then applies the updates: the page is popped.
    public func deactivate() throws {
        try activation().wrappedValue = false
        commit()
    }

    /// The binding a link was made with.
    private func activation() throws -> Binding<Bool> {
        let link = try viewValue(as: (any InspectedNavigationLink).self, expected: "NavigationLink")
        guard let binding = link.isActive else {
            throw InspectionError.notSupported(
                "Please use `NavigationLink(destination:, tag:, selection:)` "
                    + "if you need to access the state value for reading or writing.")
        }
        return binding
    }
}

extension InspectableView {
    /// A link's destination page hosted on its own, at the link's path: navigation from it
    /// reads `navigationLink().text()`. Throws for a link presenting a value (its page
    /// comes from the stack's `navigationDestination`), and for a bound link whose page is
    /// not shown ("View for NavigationLink's destination is absent", as in ViewInspector).
    func navigationLinkDestination() throws -> InspectableView<ViewType.ClassifiedView> {
        let link = try viewValue(as: (any InspectedNavigationLink).self, expected: "NavigationLink")
        guard link.inspectedDestination != nil else {
            throw InspectionError.viewNotFound(
                parent: "NavigationLink presenting a value (activate it, then read the stack)")
        }
        guard let destination = link.shownDestination else {
            throw InspectionError.viewNotFound(parent: "NavigationLink's destination")
        }
        return try detachedInPlace(destination)
    }
}
