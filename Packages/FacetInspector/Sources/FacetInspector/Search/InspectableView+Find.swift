import FacetUI

extension InspectableView {
    /// The first view of type `viewType` satisfying `condition`, searching this view and the
    /// views below it (`.child`) or the views above it (`.parent`).
    ///
    /// ```swift
    /// let row = try sut.inspect().find(ViewType.HStack.self, where: { try $0.text(0).string() == "Milk" })
    /// ```
    public func find<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        where condition: (InspectableView<T>) throws -> Bool = { _ in true }
    ) throws -> InspectableView<T> {
        var skipped = 0
        var found: InspectableView<T>?
        withoutActuallyEscaping(condition) { condition in
            // Only a view of type `T` is made an `InspectableView`, and only the result's
            // path is spelled.
            let visit = { (typed: InspectableView<T>) -> Bool in
                guard (try? condition(typed)) == true else { return false }
                if skipped < skipFound {
                    skipped += 1
                    return false
                }
                found = typed.spelled()
                return true
            }
            switch relation {
            case .child:
                ViewSearch.walk(from: classified(), traversal: traversal) { trail, index in
                    trail.step(index, matches: T.self) && visit(trail.view(index))
                }
            case .parent:
                guard let (trail, above) = ancestorSteps() else { break }
                for index in above where trail.step(index, matches: T.self) && visit(trail.view(index)) {
                    break
                }
            }
        }
        if let found { return found }
        throw InspectionError.searchFailure(
            skipped: skipped, blockers: [], traversed: Inspector.print(self))
    }

    /// Every view of type `viewType` satisfying `condition` at or below this view, in
    /// breadth-first order.
    public func findAll<T: KnownViewType>(
        _ viewType: T.Type, where condition: (InspectableView<T>) throws -> Bool = { _ in true }
    ) -> [InspectableView<T>] {
        var result: [InspectableView<T>] = []
        ViewSearch.walk(from: classified(), traversal: .breadthFirst) { trail, index in
            guard trail.step(index, matches: T.self) else { return false }
            let typed: InspectableView<T> = trail.view(index)
            if (try? condition(typed)) == true { result.append(typed.spelled()) }
            return false
        }
        return result
    }

    /// The first custom view of type `customViewType` satisfying `condition`.
    public func find<V: FacetUI.View>(
        _ customViewType: V.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(
            ViewType.View<V>.self, relation: relation, traversal: traversal, skipFound: skipFound,
            where: condition)
    }

    /// Every custom view of type `customViewType` satisfying `condition`.
    public func findAll<V: FacetUI.View>(
        _ customViewType: V.Type,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) -> [InspectableView<ViewType.View<V>>] {
        findAll(ViewType.View<V>.self, where: condition)
    }

    /// The first view of any type satisfying `condition`.
    public func find(
        relation: ViewSearch.Relation = .child, traversal: ViewSearch.Traversal = .breadthFirst,
        skipFound: Int = 0, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(
            ViewType.ClassifiedView.self, relation: relation, traversal: traversal, skipFound: skipFound,
            where: condition)
    }

    /// The first `Text` showing exactly `text`.
    public func find(text: String) throws -> InspectableView<ViewType.Text> {
        try find(ViewType.Text.self, where: { try $0.string() == text })
    }

    /// The first `Button` whose label shows `button` as text.
    public func find(button title: String) throws -> InspectableView<ViewType.Button> {
        try find(
            ViewType.Button.self,
            where: { button in
                (try? button.labelView().find(ViewType.Text.self, where: { try $0.string() == title })) != nil
            })
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
