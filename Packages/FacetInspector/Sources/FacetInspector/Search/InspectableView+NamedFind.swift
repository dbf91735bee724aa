import FacetUI
import Foundation

extension InspectableView {
    /// The first `Text` showing exactly `text`.
    public func find(text: String) throws -> InspectableView<ViewType.Text> {
        try find(ViewType.Text.self, where: { try $0.string() == text })
    }

    /// The first `Text` whose string and attributes satisfy `condition`.
    ///
    /// ```swift
    /// let title = try sut.inspect().find(textWhere: { string, attributes in
    ///     string.hasPrefix("Total") && (try? attributes.isBold()) == true
    /// })
    /// ```
    public func find(textWhere condition: (String, ViewType.Text.Attributes) throws -> Bool) throws
        -> InspectableView<ViewType.Text>
    {
        try find(ViewType.Text.self, where: { try condition(try $0.string(), try $0.attributes()) })
    }

    /// The first `Button` whose label shows `button` as text.
    public func find(button title: String) throws -> InspectableView<ViewType.Button> {
        try find(ViewType.Button.self, containing: title)
    }

    /// The first `Link` to `url`.
    public func find(link url: URL) throws -> InspectableView<ViewType.Link> {
        try find(ViewType.Link.self, where: { try $0.url() == url })
    }

    /// The first `Link` whose label shows `label` as text.
    public func find(link label: String) throws -> InspectableView<ViewType.Link> {
        try find(ViewType.Link.self, containing: label)
    }

    /// The first `NavigationLink` whose label shows `navigationLink` as text.
    public func find(navigationLink label: String) throws -> InspectableView<ViewType.NavigationLink> {
        try find(ViewType.NavigationLink.self, containing: label)
    }

    /// The nearest view of type `viewType` above the first `Text` showing `string` that has
    /// one: the view that contains the text.
    ///
    /// ```swift
    /// let row = try sut.inspect().find(ViewType.HStack.self, containing: "Milk")
    /// ```
    public func find<T: KnownViewType>(_ viewType: T.Type, containing string: String) throws
        -> InspectableView<T>
    {
        var found: InspectableView<T>?
        // One walk: the texts' ancestors are the steps they were reached from.
        ViewSearch.walk(from: classified(), traversal: .breadthFirst) { trail, index in
            guard trail.step(index, matches: ViewType.Text.self),
                (try? trail.view(index, as: ViewType.Text.self).string()) == string
            else { return false }
            var above = trail.steps[index].parent
            while above >= 0, !trail.step(above, matches: T.self) { above = trail.steps[above].parent }
            if above >= 0 { found = trail.view(above, as: T.self).spelled() }
            return found != nil
        }
        if let found { return found }
        throw InspectionError.searchFailure(skipped: 0, blockers: [], traversed: Inspector.print(self))
    }

    /// The nearest custom view of type `customViewType` above the first `Text` showing
    /// `string` that has one.
    public func find<V: FacetUI.View>(_ customViewType: V.Type, containing string: String) throws
        -> InspectableView<ViewType.View<V>>
    {
        try Self.rejectFacetType(V.self)
        return try find(ViewType.View<V>.self, containing: string)
    }

    /// The first view given the identity `id` with `.id(_:)`.
    public func find(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(where: { view in
            view.modifiers.contains { if case .id(let value) = $0 { value == id } else { false } }
        })
    }

    /// The first view tagged `tag` with `.tag(_:)`.
    public func find(viewWithTag tag: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(where: { view in
            view.modifiers.contains { if case .tag(let value) = $0 { value == tag } else { false } }
        })
    }

    /// The first view whose `.accessibilityLabel(_:)` reads `label`.
    public func find(viewWithAccessibilityLabel label: String) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        try find(where: { view in
            view.modifiers.contains {
                if case .accessibilityLabel(let text) = $0 { text._plainString == label } else { false }
            }
        })
    }

    /// The first view whose `.accessibilityIdentifier(_:)` is `identifier`.
    public func find(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        try find(where: { view in
            view.modifiers.contains {
                if case .accessibilityIdentifier(let value) = $0 { value == identifier } else { false }
            }
        })
    }
}
