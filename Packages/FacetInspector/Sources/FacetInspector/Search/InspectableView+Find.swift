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
        try find(
            viewType, relation: relation, traversal: traversal, skipFound: skipFound, where: condition,
            nearness: nil)
    }

    /// `find(_:relation:traversal:skipFound:where:)`, whose failure lists the views nearest
    /// to a match by `nearness` (by default every view of type `T`, nearest the start first).
    /// `nodeCondition`, when given, is asked of a node of type `T` first: a view is made
    /// for the condition only where it holds (a search reads thousands of nodes).
    func find<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        nodeCondition: ((ViewNode) -> Bool)? = nil,
        where condition: (InspectableView<T>) throws -> Bool, nearness: NearnessRule<T>?
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
                    trail.step(index, matches: T.self) && nodeCondition?(trail.nodes[index]) != false
                        && visit(trail.view(index))
                }
            case .parent:
                guard let (trail, above) = ancestorSteps() else { break }
                for index in above where trail.step(index, matches: T.self) && visit(trail.view(index)) {
                    break
                }
            }
        }
        if let found { return found }
        throw searchFailure(
            T.self, relation: relation, traversal: traversal, skipped: skipped, nearness: nearness)
    }

    /// Every view of type `viewType` satisfying `condition` at or below this view, in
    /// depth-first order: top to bottom as the views are written, whatever their depth (as
    /// in ViewInspector).
    public func findAll<T: KnownViewType>(
        _ viewType: T.Type, where condition: (InspectableView<T>) throws -> Bool = { _ in true }
    ) -> [InspectableView<T>] {
        var result: [InspectableView<T>] = []
        ViewSearch.walk(from: classified(), traversal: .depthFirst) { trail, index in
            guard trail.step(index, matches: T.self) else { return false }
            let typed: InspectableView<T> = trail.view(index)
            if (try? condition(typed)) == true { result.append(typed.spelled()) }
            return false
        }
        return result
    }

    /// The first custom view of type `customViewType` satisfying `condition`. A FacetUI
    /// type is searched with its `ViewType` (`find(ViewType.Text.self)`): naming it here
    /// throws, saying so.
    public func find<V: FacetUI.View>(
        _ customViewType: V.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) throws -> InspectableView<ViewType.View<V>> {
        try Self.rejectFacetType(V.self)
        return try find(
            ViewType.View<V>.self, relation: relation, traversal: traversal, skipFound: skipFound,
            where: condition)
    }

    /// Every view at or below this one satisfying `condition`, in depth-first order.
    public func findAll(where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool)
        -> [InspectableView<ViewType.ClassifiedView>]
    {
        findAll(ViewType.ClassifiedView.self, where: condition)
    }

    /// Throws ViewInspector's advice when `type` is one of FacetUI's views, searched by its
    /// `ViewType` rather than as a custom view.
    static func rejectFacetType(_ type: Any.Type) throws {
        guard String(reflecting: type).hasPrefix("FacetUICore.") else { return }
        let name = Inspector.typeName(ofType: type)
        throw InspectionError.notSupported(
            "Please use .find(ViewType.\(name).self) instead of .find(\(name).self) inspection call.")
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
}
