/// A view's content seen as a flat list of elements *without building it*: tuple
/// elements, `ForEach` rows, groups and the taken branch of conditionals are flattened;
/// any other view (a custom view included) is one element. Lazy stacks use it to build
/// only the rows they show, tab views to build only the selected tab.
@MainActor
enum ViewList {
    /// A run of elements: one view, or the rows of a `ForEach` (made on demand).
    @MainActor
    enum Segment {
        case single(any View)
        case rows(any LazyRowSource)

        var count: Int {
            switch self {
            case .single: return 1
            case .rows(let source): return source.rowCount
            }
        }
    }

    /// The segments of `view`, in order.
    static func segments(of view: any View) -> [Segment] {
        var result: [Segment] = []
        func visit(_ view: any View) {
            if let rows = view as? any LazyRowSource {
                result.append(.rows(rows))
            } else if let flattenable = view as? any FlattenableView {
                flattenable.flattenedChildren.forEach(visit)
            } else {
                result.append(.single(view))
            }
        }
        visit(view)
        return result
    }

    /// Every element of `view`, made now (for short lists such as tabs).
    static func elements(of view: any View) -> [any View] {
        segments(of: view).flatMap { segment -> [any View] in
            switch segment {
            case .single(let view): return [view]
            case .rows(let source): return (0..<source.rowCount).map { source.row(at: $0) }
            }
        }
    }

    /// The first text shown by `view` (a tab item's title), looking through stacks and
    /// modifiers' content.
    static func title(of view: any View) -> String? {
        if let text = view as? Text { return text.string }
        if let label = view as? any TitledView { return title(of: label.titleView) }
        if let trait = view as? any TraitCarrier { return title(of: trait.traitContent) }
        if let container = view as? any LayoutContainerView { return title(of: container.content) }
        if let flattenable = view as? any FlattenableView {
            for child in flattenable.flattenedChildren { if let title = title(of: child) { return title } }
        }
        return nil
    }

    /// The value of trait `key` set on `view` by `TraitView`s around it.
    static func trait<K: TraitKey>(_ key: K.Type, of view: any View) -> K.Value? {
        var current: any View = view
        while let carrier = current as? any TraitCarrier {
            if carrier.traitKey == ObjectIdentifier(key), let value = carrier.traitValue as? K.Value {
                return value
            }
            current = carrier.traitContent
        }
        return nil
    }
}

/// A `ForEach` seen as rows made on demand.
@MainActor
protocol LazyRowSource {
    var rowCount: Int { get }
    func row(at index: Int) -> any View
    func rowID(at index: Int) -> AnyHashable
}

extension ForEach: LazyRowSource where Content: View {
    var rowCount: Int { data.count }
    func row(at index: Int) -> any View { content(data[data.index(data.startIndex, offsetBy: index)]) }
    func rowID(at index: Int) -> AnyHashable {
        AnyHashable(identify(data[data.index(data.startIndex, offsetBy: index)]))
    }
}

/// A structural view whose children count one by one.
@MainActor
protocol FlattenableView {
    var flattenedChildren: [any View] { get }
}

extension TupleView: FlattenableView {
    var flattenedChildren: [any View] { elements }
}

extension Group: FlattenableView where Content: View {
    var flattenedChildren: [any View] { [content] }
}

extension Optional: FlattenableView where Wrapped: View {
    var flattenedChildren: [any View] { map { [$0] } ?? [] }
}

extension _ConditionalContent: FlattenableView {
    var flattenedChildren: [any View] { [branch] }
}

extension AnyView: FlattenableView {
    var flattenedChildren: [any View] { [storage] }
}

extension EmptyView: FlattenableView {
    var flattenedChildren: [any View] { [] }
}

/// A view whose title is one of its parts (a ``Label``): a tab item's title is the label's
/// title, not the text of its icon.
@MainActor
protocol TitledView {
    var titleView: any View { get }
}

extension Label: TitledView {
    var titleView: any View { title }
}

/// A view that sets one trait on its content.
@MainActor
protocol TraitCarrier {
    var traitKey: ObjectIdentifier { get }
    var traitValue: Any { get }
    var traitContent: any View { get }
}

extension TraitView: TraitCarrier {
    var traitKey: ObjectIdentifier { key }
    var traitValue: Any { value }
    var traitContent: any View { content }
}
