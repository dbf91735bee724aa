/// A named value produced by a view: views below send values of the key up to their
/// ancestors, which combine them in tree order with ``reduce(value:nextValue:)``.
///
/// Write a value with ``View/preference(key:value:)`` (or one made from the view's geometry
/// with ``View/anchorPreference(key:value:transform:)``), read the combined value of a
/// view's subtree with ``View/onPreferenceChange(_:perform:)``,
/// ``View/overlayPreferenceValue(_:alignment:_:)`` or
/// ``View/backgroundPreferenceValue(_:alignment:_:)``.
///
/// ```swift
/// struct WidestKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The value a reader sees when no view in its subtree writes one.
    static var defaultValue: Value { get }

    /// Combines the value accumulated so far (of the views before, in tree order) with the
    /// next one (of the next sibling's subtree). Views that write no value are left out.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for keys whose value is optional.
    public static var defaultValue: Value { nil }
}
