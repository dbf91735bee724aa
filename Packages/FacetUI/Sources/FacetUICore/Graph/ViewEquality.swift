/// Decides whether a new view value equals the old one, so that the graph can skip an
/// unchanged child: `Equatable` values use `==`, plain-bytes values compare their bytes,
/// anything else is compared field by field. Closures and other opaque values are never
/// equal (their child is re-evaluated), so a wrong "equal" cannot happen.
enum ViewEquality {
    /// Whether `a` and `b` are known to be equal.
    static func equal<T>(_ a: T, _ b: T) -> Bool {
        if _isPOD(T.self) {
            return withUnsafeBytes(of: a) { lhs in withUnsafeBytes(of: b) { rhs in lhs.elementsEqual(rhs) } }
        }
        return equalAny(a, b)
    }

    /// Whether two values of unknown type are known to be equal.
    static func equalAny(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if let comparable = a as? any GraphComparable { return comparable.isGraphEqual(to: b) }
        if let equatable = a as? any Equatable { return openEquatable(equatable, b) }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return fieldsEqual(a, b)
    }

    private static func openEquatable<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }

    private static func fieldsEqual(_ a: Any, _ b: Any) -> Bool {
        let left = Mirror(reflecting: a)
        let right = Mirror(reflecting: b)
        switch left.displayStyle {
        case .struct, .tuple, .optional, .collection:
            break
        case .enum:
            // A case without payload has no children: compare the case names.
            if left.children.isEmpty || right.children.isEmpty {
                return left.children.isEmpty && right.children.isEmpty && "\(a)" == "\(b)"
            }
        default:
            return false  // functions, metatypes, opaque values
        }
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children) {
            guard l.label == r.label, equalAny(l.value, r.value) else { return false }
        }
        return true
    }
}

/// A value that knows how the graph should compare it (property wrappers whose storage
/// the graph owns, bindings compared by location).
protocol GraphComparable {
    func isGraphEqual(to other: Any) -> Bool
}

extension State: GraphComparable {
    // The storage is the node's, not the value's: a fresh `State` equals the old one.
    nonisolated func isGraphEqual(to other: Any) -> Bool { other is State }
}

extension Environment: GraphComparable {
    nonisolated func isGraphEqual(to other: Any) -> Bool { other is Environment }
}

extension Binding: GraphComparable {
    func isGraphEqual(to other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return isSame(as: other)
    }
}

extension Bindable: GraphComparable {
    func isGraphEqual(to other: Any) -> Bool {
        guard let other = other as? Bindable<Value> else { return false }
        return ViewEquality.equalAny(wrappedValue, other.wrappedValue)
    }
}
