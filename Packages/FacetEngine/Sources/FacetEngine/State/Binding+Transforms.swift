import FacetUI

extension Binding {
    /// A binding that is `true` while the value is `nil`; setting `true` clears it.
    ///
    /// ```swift
    /// Toggle("No limit", isOn: $limit.isNil())
    /// ```
    public func isNil<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        self[dynamicMember: \.isNone]
    }

    /// A binding that is `true` while the value is not `nil`; setting `false` clears it.
    ///
    /// ```swift
    /// .sheet(isPresented: $selectedItem.isNotNil()) { … }
    /// ```
    public func isNotNil<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        self[dynamicMember: \.isSome]
    }

    /// A binding to the wrapped value that reads `defaultValue` while the value is `nil`.
    ///
    /// ```swift
    /// Stepper("Limit", value: $limit.unwrap(defaultValue: 10))
    /// ```
    public func unwrap<Wrapped: Hashable>(defaultValue: Wrapped) -> Binding<Wrapped> where Value == Wrapped? {
        self[dynamicMember: \.[unwrappedOr: defaultValue]]
    }

    /// A binding to the wrapped value that reads `defaultValue` while the value is `nil`.
    public subscript<Wrapped: Hashable>(default defaultValue: Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
        unwrap(defaultValue: defaultValue)
    }

    /// A binding to the wrapped value of `base`, or `nil` while `base` is `nil`.
    ///
    /// ```swift
    /// if let name = Binding($draft.name) { TextField("Name", text: name) }
    /// ```
    public init?(unwrapping base: Binding<Value?>) where Value: Hashable {
        guard let value = base.wrappedValue else { return nil }
        self.init(unwrapping: base, defaultValue: value)
    }

    /// A binding to the wrapped value of `base`, reading `defaultValue` while it is `nil`.
    public init(unwrapping base: Binding<Value?>, defaultValue: Value) where Value: Hashable {
        self = base.unwrap(defaultValue: defaultValue)
    }

    /// A binding that is `true` while the value equals `value`; setting `true` sets
    /// `value`, `false` sets `defaultValue`.
    ///
    /// ```swift
    /// Toggle("Dark", isOn: $theme.isEqual(to: .dark, defaultValue: .light))
    /// ```
    public func isEqual(to value: Value, defaultValue: Value) -> Binding<Bool> where Value: Hashable {
        self[dynamicMember: \.[isEqualTo: EqualityTarget(value: value, otherwise: defaultValue)]]
    }

    /// A binding that is `true` while the set contains `element`; setting it inserts or
    /// removes `element`.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $styles.contains(.bold))
    /// ```
    public func contains<Element: Hashable>(_ element: Element) -> Binding<Bool>
    where Value: SetAlgebra, Value.Element == Element {
        self[dynamicMember: \.[containing: element]]
    }
}

extension Binding where Value == Bool {
    /// A binding to the negation of the value.
    ///
    /// ```swift
    /// Toggle("Visible", isOn: !$isHidden)
    /// ```
    public static prefix func ! (binding: Binding<Bool>) -> Binding<Bool> {
        binding[dynamicMember: \.inverted]
    }
}

extension Binding where Value == Bool? {
    /// A binding that is `true` while the value is `true`; setting `false` sets `false`.
    public func isTrue() -> Binding<Bool> { self[dynamicMember: \.isTrue] }

    /// A binding that is `true` while the value is `false`; setting `false` sets `true`.
    public func isFalse() -> Binding<Bool> { self[dynamicMember: \.isFalse] }
}

// The transforms are key paths, so that two bindings made the same way from the same
// source compare equal in the graph.

extension Optional {
    var isNone: Bool {
        get { self == nil }
        set { if newValue { self = nil } }
    }

    var isSome: Bool {
        get { self != nil }
        set { if !newValue { self = nil } }
    }

    subscript(unwrappedOr defaultValue: Wrapped) -> Wrapped where Wrapped: Hashable {
        get { self ?? defaultValue }
        set { self = newValue }
    }
}

extension Optional where Wrapped == Bool {
    var isTrue: Bool {
        get { self == true }
        set { self = newValue }
    }

    var isFalse: Bool {
        get { self == false }
        set { self = !newValue }
    }
}

extension Bool {
    var inverted: Bool {
        get { !self }
        set { self = !newValue }
    }
}

/// The value an equality binding compares with, and the one it sets when turned off.
struct EqualityTarget<Value: Hashable>: Hashable {
    var value: Value
    var otherwise: Value
}

extension Hashable {
    subscript(isEqualTo target: EqualityTarget<Self>) -> Bool {
        get { self == target.value }
        set { self = newValue ? target.value : target.otherwise }
    }
}

extension SetAlgebra where Element: Hashable {
    subscript(containing element: Element) -> Bool {
        get { contains(element) }
        set {
            if newValue { insert(element) } else { remove(element) }
        }
    }
}
