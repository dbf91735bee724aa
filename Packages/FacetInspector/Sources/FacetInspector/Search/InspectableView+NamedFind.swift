import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

extension InspectableView {
    /// The first `Text` showing exactly `text`, read as ``InspectableView/string(locale:)``
    /// reads it (values shown through a format formatted for `locale`).
    public func find(text: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Text> {
        try find(
            ViewType.Text.self,
            nodeCondition: { node in
                node.typedView(as: FacetUI.Text.self).map {
                    $0.plainString(
                        locale: locale, calendar: node.environment.calendar,
                        timeZone: node.environment.timeZone)
                } == text
            },
            where: { _ in true },
            nearness: {
                SearchNearness.nearest(of: [(try? $0.string(locale: locale)) ?? ""], to: text, shown: false)
            })
    }

    /// The first `Text` whose string and attributes satisfy `condition`.
    ///
    /// ```swift
    /// let title = try sut.inspect().find(textWhere: { string, attributes in
    ///     string.hasPrefix("Total") && (try? attributes.isBold()) == true
    /// })
    /// ```
    public func find(
        textWhere condition: (String, ViewType.Text.Attributes) throws -> Bool, locale: Locale = .testsDefault
    ) throws -> InspectableView<ViewType.Text> {
        try find(ViewType.Text.self, where: { try condition(try $0.string(), try $0.attributes()) })
    }

    /// The first `Button` whose label shows `button` as text.
    public func find(button title: String, locale: Locale = .testsDefault) throws -> InspectableView<
        ViewType.Button
    > {
        try find(ViewType.Button.self, labelled: title)
    }

    /// The first `Link` to `url`.
    public func find(link url: URL) throws -> InspectableView<ViewType.Link> {
        try find(
            ViewType.Link.self, where: { try $0.url() == url },
            nearness: { SearchNearness(distance: 0, detail: (try? $0.url())?.absoluteString) })
    }

    /// The first `Link` whose label shows `label` as text.
    public func find(link label: String, locale: Locale = .testsDefault) throws -> InspectableView<
        ViewType.Link
    > {
        try find(ViewType.Link.self, labelled: label)
    }

    /// The first `NavigationLink` whose label shows `navigationLink` as text, else the
    /// nearest one above a text showing it (in the page it shows), as ViewInspector finds it.
    public func find(navigationLink label: String, locale: Locale = .testsDefault) throws -> InspectableView<
        ViewType.NavigationLink
    > {
        do {
            return try find(ViewType.NavigationLink.self, labelled: label)
        } catch {
            guard let link = try? find(ViewType.NavigationLink.self, containing: label, locale: locale) else {
                throw error
            }
            return link
        }
    }

    /// The first control of type `T` whose label (its `labelView()`, not a sheet it
    /// presents) shows `title` as text; a failure lists the controls whose labels come
    /// nearest.
    private func find<T: KnownViewType>(_ type: T.Type, labelled title: String) throws -> InspectableView<T> {
        try find(
            T.self, where: { $0.labelTexts.contains(title) },
            nearness: { SearchNearness.nearest(of: $0.labelTexts, to: title) })
    }

    /// The nearest view of type `viewType` above the first `Text` showing `string` that has
    /// one: the view that contains the text.
    ///
    /// ```swift
    /// let row = try sut.inspect().find(ViewType.HStack.self, containing: "Milk")
    /// ```
    public func find<T: KnownViewType>(
        _ viewType: T.Type, containing string: String, locale: Locale = .testsDefault
    ) throws -> InspectableView<T> {
        var found: InspectableView<T>?
        // One walk: the texts' ancestors are the steps they were reached from.
        ViewSearch.walk(from: classified(), traversal: .breadthFirst) { trail, index in
            guard trail.step(index, matches: ViewType.Text.self),
                (try? trail.view(index, as: ViewType.Text.self).string()) == string
            else { return false }
            guard let above = trail.ancestors(of: index).first(where: { trail.step($0, matches: T.self) })
            else { return false }
            found = trail.view(above, as: T.self).spelled()
            return true
        }
        if let found { return found }
        // The candidates: views of type `T` holding a text, the nearest text first.
        throw searchFailure(
            T.self, relation: .child, traversal: .breadthFirst, skipped: 0,
            nearness: { SearchNearness.nearest(of: $0.node.textStrings, to: string) })
    }

    /// The nearest custom view of type `customViewType` above the first `Text` showing
    /// `string` that has one.
    public func find<V: FacetUI.View>(
        _ customViewType: V.Type, containing string: String, locale: Locale = .testsDefault
    ) throws -> InspectableView<ViewType.View<V>> {
        try Self.rejectFacetType(V.self)
        return try find(ViewType.View<V>.self, containing: string)
    }

    /// The first view given the identity `id` with `.id(_:)`.
    public func find(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(identifiedBy: "id", id) { ($0 as? IdentityModifier)?.id }
    }

    /// The first view tagged `tag` with `.tag(_:)`.
    public func find(viewWithTag tag: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(identifiedBy: "tag", tag) { ($0 as? TraitWritingModifier<TagTrait>)?.value }
    }

    /// The first view whose `.accessibilityLabel(_:)` reads `label`.
    public func find(viewWithAccessibilityLabel label: String) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        // A `Text` can carry its own label (`Text.accessibilityLabel(_:)`): read the view's.
        try find(
            identifiedBy: "accessibilityLabel", label,
            values: { view in (try? view.accessibilityLabel().plainString).map { [$0] } ?? [] })
    }

    /// The first view whose `.accessibilityIdentifier(_:)` is `identifier`.
    public func find(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        try find(identifiedBy: "accessibilityIdentifier", identifier) {
            ($0 as? AccessibilityAttachmentModifier)?.properties.identifier
        }
    }

    /// The first view with a modifier whose value (a modifier value, as FacetUI's modifier
    /// nodes apply it) `read` gives as `value`; a failure lists the views with such a
    /// modifier, the nearest value first.
    private func find<Value: Hashable>(
        identifiedBy modifier: String, _ value: Value, read: @escaping (Any) -> Value?
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(identifiedBy: modifier, value, values: { view in view.modifiers.compactMap(read) })
    }

    /// The first view of which `values` gives `value` (the values of its modifiers named
    /// `modifier`); a failure lists the views with such values, the nearest first.
    private func find<Value: Hashable>(
        identifiedBy modifier: String, _ value: Value,
        values: @escaping (InspectableView<ViewType.ClassifiedView>) -> [Value]
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        let wanted = String(describing: value)
        return try find(
            ViewType.ClassifiedView.self, where: { values($0).contains(value) },
            nearness: { view in
                guard let found = values(view).first else { return nil }
                let described = String(describing: found)
                let shown = found is String ? "\"\(described)\"" : described
                return SearchNearness(
                    distance: SearchNearness.distance(from: described, to: wanted),
                    detail: modifier + ": " + shown)
            })
    }
}

extension InspectableView {
    /// The strings of the texts in this control's label (its only enclosed view).
    var labelTexts: [String] { node.enclosedEntries.first?.textStrings ?? [] }
}
