import FacetUI
@_spi(Inspection) import FacetUICore

extension ViewType {
    /// `NavigationLink` as inspection sees it: its enclosed view is the page it pushes (for
    /// a link made with a destination view), reached before it is pushed, as in
    /// ViewInspector; `labelView()` is its label.
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
    var inspectedDestination: AnyView? { get }
    var presentedValue: AnyHashable? { get }
}
extension FacetUI.NavigationLink: InspectedNavigationLink {
    var inspectedDestination: AnyView? { destination.map { AnyView($0) } }
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
            throw InspectionError.attributeNotFound(label: "value", type: "NavigationLink")
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
    /// `NavigationStack` shows the link's page. Throws when the link is disabled, hidden or
    /// has no destination.
    public func activate() throws {
        try ensureResponsive()
        guard try widgetContent(NavigationLinkContent.self).isEnabled else {
            throw InspectionError.unresponsiveControl(name: "NavigationLink", reason: "it has no destination")
        }
        try send(.activate)
    }
}

extension InspectableView {
    /// A link's destination page hosted on its own, at the link's path: navigation from it
    /// reads `navigationLink().text()`. Throws for a link presenting a value (its page
    /// comes from the stack's `navigationDestination`).
    func navigationLinkDestination() throws -> InspectableView<ViewType.ClassifiedView> {
        let link = try viewValue(as: (any InspectedNavigationLink).self, expected: "NavigationLink")
        guard let destination = link.inspectedDestination else {
            throw InspectionError.viewNotFound(
                parent: "NavigationLink presenting a value (activate it, then read the stack)")
        }
        return try detachedInPlace(destination)
    }
}
