/// Reads view values without building nodes: the flattened subviews of a picker's or a
/// menu's content (with their tags), and the first `Text` inside a view (an option's
/// title, a text field's placeholder).
///
/// Subviews are flattened the way a container sees them: through tuples, groups,
/// `ForEach` (whose rows are tagged with their ids unless they set `.tag(_:)`),
/// conditionals, `AnyView` and custom views' bodies.
@MainActor
enum ViewContentReader {
    /// One subview with the tag it carries.
    struct Element {
        var view: any View
        var tag: AnyHashable?
    }

    /// The flattened subviews of `view`; custom views' bodies are evaluated in
    /// `environment`.
    static func elements(of view: any View, in environment: EnvironmentValues) -> [Element] {
        var result: [Element] = []
        flatten(view, tag: nil, environment: environment, into: &result)
        return result
    }

    static func flatten(
        _ view: any View, tag: AnyHashable?, environment: EnvironmentValues, into result: inout [Element]
    ) {
        if let container = view as? any FlattenableContent {
            container.flatten(tag: tag, environment: environment, into: &result)
        } else if !(view is any PrimitiveView) {
            flatten(body(of: view, in: environment), tag: tag, environment: environment, into: &result)
        } else {
            result.append(Element(view: view, tag: tag))
        }
    }

    /// The body of a custom view, with its dynamic properties installed in temporary
    /// storage: `@Environment` reads `environment`, `@State` its initial value.
    static func body(of view: any View, in environment: EnvironmentValues) -> any View {
        let storage = DynamicPropertyStorage()
        storage.begin(environment: environment)
        storage.install(into: view)
        return view.body
    }

    /// The first `Text` in `view`, depth first (custom views' bodies included).
    static func firstText(in view: any View, environment: EnvironmentValues) -> Text? {
        first(Text.self, in: view, environment: environment)
    }

    /// The first value of type `T` in `value`, depth first.
    static func first<T>(_ type: T.Type, in value: Any, environment: EnvironmentValues, depth: Int = 0) -> T?
    {
        if let found = value as? T { return found }
        guard depth < 12 else { return nil }
        if let view = value as? any View, !(view is any PrimitiveView) {
            return first(
                type, in: body(of: view, in: environment), environment: environment, depth: depth + 1)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .tuple, .enum, .optional, .collection: break
        default: if !(value is any View) { return nil }
        }
        for child in mirror.children {
            if let found = first(type, in: child.value, environment: environment, depth: depth + 1) {
                return found
            }
        }
        return nil
    }
}

/// A view whose subviews a container sees one by one.
@MainActor
protocol FlattenableContent {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element])
}

extension TupleView: FlattenableContent {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {
        for element in elements {
            ViewContentReader.flatten(element, tag: tag, environment: environment, into: &result)
        }
    }
}

extension ForEach: FlattenableContent where Content: View {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {
        var seen: Set<ID> = []
        for element in data {
            let id = identify(element)
            guard seen.insert(id).inserted else { continue }
            ViewContentReader.flatten(
                content(element), tag: AnyHashable(id), environment: environment, into: &result)
        }
    }
}

extension Group: FlattenableContent where Content: View {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {
        ViewContentReader.flatten(content, tag: tag, environment: environment, into: &result)
    }
}

extension Optional: FlattenableContent where Wrapped: View {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {
        if let view = self {
            ViewContentReader.flatten(view, tag: tag, environment: environment, into: &result)
        }
    }
}

extension _ConditionalContent: FlattenableContent {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {
        ViewContentReader.flatten(branch, tag: tag, environment: environment, into: &result)
    }
}

extension AnyView: FlattenableContent {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {
        ViewContentReader.flatten(storage, tag: tag, environment: environment, into: &result)
    }
}

extension EmptyView: FlattenableContent {
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {}
}

extension TraitView: FlattenableContent {
    /// A `.tag(_:)` tags the subviews below it; other traits leave them as they are.
    func flatten(
        tag: AnyHashable?, environment: EnvironmentValues, into result: inout [ViewContentReader.Element]
    ) {
        let isTag = key == ObjectIdentifier(TagTrait.self)
        var inner: [ViewContentReader.Element] = []
        ViewContentReader.flatten(
            content, tag: isTag ? value as? AnyHashable : tag, environment: environment, into: &inner)
        // The subview keeps this trait's other modifiers: the element is the trait view
        // itself when it wraps exactly one subview.
        if inner.count == 1 { inner[0].view = self }
        result += inner
    }
}
