import FacetUI
import Foundation

/// ViewInspector's internal helpers, which its own tests reach with `@testable import`:
/// reading a value's stored properties by label, spelling type names, checking a value's type.
extension Inspector {
    /// How ``typeName(value:namespaced:generics:)`` spells generic arguments.
    enum GenericParameters {
        /// As Swift spells them: "Struct3<Int>".
        case keep
        /// Left out: "Struct3".
        case remove
        /// Replaced with `<EmptyView>`, as a custom view's type is named for a search.
        case customViewPlaceholder
    }

    /// The stored property `label` of `value` (a `Mirror` is read as it is); "super" is the
    /// mirror of a class's superclass. Throws "Struct1 does not have 'other' attribute".
    static func attribute(label: String, value: Any) throws -> Any {
        if label == "super", let superclass = Mirror(reflecting: value).superclassMirror {
            return superclass
        }
        return try attribute(label: label, value: value, type: Any.self)
    }

    /// The stored property `label` of `value` as a `T`, or "Type mismatch: String is not Int".
    static func attribute<T>(label: String, value: Any, type: T.Type) throws -> T {
        let mirror = (value as? Mirror) ?? Mirror(reflecting: value)
        guard let child = mirror.descendant(label) else {
            throw InspectionError.attributeNotFound(label: label, type: typeName(value: value))
        }
        return try attributeCast(child, T.self)
    }

    /// The property at `path` of `value`: labels joined with "|" ("value2|value3").
    static func attribute(path: String, value: Any) throws -> Any {
        try attribute(path: path, value: value, type: Any.self)
    }

    /// The property at `path` of `value` as a `T`.
    static func attribute<T>(path: String, value: Any, type: T.Type) throws -> T {
        let child = try path.split(separator: "|", omittingEmptySubsequences: false).reduce(value) {
            try attribute(label: String($1), value: $0)
        }
        return try attributeCast(child, T.self)
    }

    /// `value` as a `T`, or "Type mismatch: String is not Int" (with generic arguments, and
    /// namespaced when the short names are the same).
    private static func attributeCast<T>(_ value: Any, _ type: T.Type) throws -> T {
        guard let cast = value as? T else { throw typeMismatch(value, T.self) }
        return cast
    }

    /// The type-mismatch error for `value` not being an `expected`.
    static func typeMismatch<T>(_ value: Any, _ expected: T.Type) -> InspectionError {
        var factual = typeName(value: value)
        var expectedName = typeName(type: expected)
        if factual == expectedName {
            factual = typeName(value: value, namespaced: true)
            expectedName = typeName(type: expected, namespaced: true)
        }
        return .typeMismatch(factual: factual, expected: expectedName)
    }

    /// The bytes of `value` read as a `T` of the same size; another size throws "Unable to
    /// rebind value of type Swift.Int to Swift.Bool. …".
    static func unsafeMemoryRebind<V, T>(value: V, type: T.Type) throws -> T {
        guard MemoryLayout<V>.size == MemoryLayout<T>.size else {
            throw InspectionError.notSupported(
                "Unable to rebind value of type \(typeName(type: V.self, namespaced: true)) "
                    + "to \(typeName(type: T.self, namespaced: true)). This is an internal library error, "
                    + "please open a ticket with these details.")
        }
        return unsafeBitCast(value, to: T.self)
    }

    /// The name of `value`'s type: "Struct3<Int>", with its module and enclosing types when
    /// `namespaced` ("VITests.Struct3<Swift.Int>"), its generic arguments as `generics` says.
    static func typeName(value: Any, namespaced: Bool = false, generics: GenericParameters = .keep) -> String
    {
        // A metatype is named as ViewInspector names it (reading one as a value is unsafe there).
        if value is Any.Type { return "Any.Type" }
        return typeName(type: Swift.type(of: value), namespaced: namespaced, generics: generics)
    }

    /// The name of `type`, as ``typeName(value:namespaced:generics:)`` spells it.
    static func typeName(type: Any.Type, namespaced: Bool = false, generics: GenericParameters = .keep)
        -> String
    {
        let name = namespaced ? sanitizingNamespace(String(reflecting: type)) : String(describing: type)
        switch generics {
        case .keep: return name
        case .remove: return replacingGenericArguments(in: name, with: "")
        case .customViewPlaceholder: return replacingGenericArguments(in: name, with: "<EmptyView>")
        }
    }

    /// `name` without the "(unknown context at $…)" parts Swift spells for private types,
    /// and without the `__C` namespace of imported classes.
    private static func sanitizingNamespace(_ name: String) -> String {
        var result = name
        while let start = result.range(of: ".(unknown context at "),
            let end = result[start.upperBound...].firstIndex(of: ")")
        {
            result.removeSubrange(start.lowerBound...end)
        }
        return result.replacingOccurrences(of: "<__C.", with: "<")
    }

    /// `name` with every outermost generic argument list ("<…>", a closure's "->" aside)
    /// replaced by `replacement`.
    private static func replacingGenericArguments(in name: String, with replacement: String) -> String {
        var result = ""
        var depth = 0
        var previous: Character?
        for character in name {
            defer { previous = character }
            switch character {
            case "<":
                if depth == 0 { result += replacement }
                depth += 1
            case ">" where previous == "-":
                if depth == 0 { result.append(character) }
            case ">" where depth > 0:
                depth -= 1
            default:
                if depth == 0 { result.append(character) }
            }
        }
        return result
    }

    /// Whether `value` is a `TupleView`.
    static func isTupleView(_ value: Any) -> Bool {
        typeName(value: value, generics: .remove) == "TupleView"
    }

    /// Throws "Type mismatch: Swift.String is not Swift.Int" unless the namespaced name of
    /// `value`'s type, without generic arguments, is one of `namespacedPrefixes`.
    static func guardType(value: Any, namespacedPrefixes: [String], inspectionCall: String) throws {
        let name = typeName(value: value, namespaced: true, generics: .remove)
        if namespacedPrefixes.contains(name) { return }
        if let expected = namespacedPrefixes.first {
            throw InspectionError.typeMismatch(
                factual: typeName(value: value, namespaced: true), expected: expected)
        }
    }

    /// The view inside `view`'s modifiers with the modifiers reaching it after `medium`'s:
    /// the view is hosted and read from its live graph, as `inspect()` reads it. A value
    /// that is not a view is its own content. (`@preconcurrency`: ViewInspector's
    /// synchronous, non-isolated XCTest methods call it, as they call `inspect()`.)
    @preconcurrency @MainActor
    static func unwrap(view: Any, medium: InspectedContent.Medium) throws -> InspectedContent {
        guard let view = view as? any FacetUI.View else { return InspectedContent(view, medium: medium) }
        func hosted<V: FacetUI.View>(_ view: V) throws -> InspectedContent {
            let content = try view.inspect().content
            return InspectedContent(content.view, medium: medium.appending(content.medium))
        }
        return try hosted(view)
    }
}

extension Inspector {
    /// The stored properties of `value` (a value that is not a view: a model, a style) as an
    /// indented tree, as ViewInspector prints it: each property as "label: Type", a leaf
    /// with " = value", a class's superclass properties after its own, a reference seen
    /// again on the way as "= { cyclic reference }".
    ///
    /// ```swift
    /// print(Inspector.print(model))
    /// ```
    public static func print(_ value: Any) -> String {
        typeName(value: value) + printed(attributesTree(value, visited: []), level: 1)
    }

    /// The tree of `value`'s properties: a dictionary by "label: Type", an array, or a leaf's
    /// " = description".
    private static func attributesTree(_ value: Any, visited: [AnyObject]) -> Any {
        var visited = visited
        if Swift.type(of: value) is AnyClass {
            let reference = value as AnyObject
            guard !visited.contains(where: { $0 === reference }) else { return " = { cyclic reference }" }
            visited.append(reference)
        }
        if let array = value as? [Any] { return array.map { attributesTree($0, visited: visited) } }
        var mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        while let superclass = mirror.superclassMirror {
            mirror = superclass
            children.append(contentsOf: superclass.children)
        }
        var tree: [String: Any] = [:]
        for (offset, child) in children.enumerated() {
            let key = (child.label ?? "[\(offset)]") + ": " + typeName(value: child.value)
            tree[key] = attributesTree(child.value, visited: visited)
        }
        if tree.isEmpty { return value is Any.Type ? "" : " = " + String(describing: value) }
        return tree
    }

    /// The lines of `tree` below a node, indented by `level`.
    private static func printed(_ tree: Any, level: Int) -> String {
        let indent = String(repeating: "  ", count: level)
        if let array = tree as? [Any] {
            guard !array.isEmpty else { return " = []\n" }
            return "\n"
                + array.enumerated().map { indent + "[\($0.offset)]" + printed($0.element, level: level + 1) }
                .joined()
        }
        if let dictionary = tree as? [String: Any] {
            return "\n"
                + dictionary.sorted { $0.key < $1.key }.map {
                    indent + $0.key + printed($0.value, level: level + 1)
                }
                .joined()
        }
        return String(describing: tree) + "\n"
    }
}

extension InspectableView {
    /// The property at `path` of the first of the view's own modifiers (outermost first)
    /// that `modifierLookup` accepts, as a `T`; none gives "EmptyView does not have 'call'
    /// modifier".
    func modifierAttribute<T>(
        modifierLookup: (Any) -> Bool, path: String, type: T.Type, call: String, index: Int = 0
    ) throws -> T {
        let matching = content.medium.viewModifiers.filter(modifierLookup)
        guard matching.indices.contains(index),
            let attribute = try? Inspector.attribute(path: path, value: matching[index], type: T.self)
        else {
            throw InspectionError.modifierNotFound(parent: typeName, modifier: call, index: index)
        }
        return attribute
    }
}
