/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var typeSize
/// var body: some View { if typeSize.isAccessibilitySize { VStack { … } } else { HStack { … } } }
/// ```
///
/// A terminal draws text in its own font at one size, so text looks the same at every size;
/// views read the size from `\.dynamicTypeSize` to choose their layout.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size (the default).
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// A second accessibility size.
    case accessibility2
    /// A third accessibility size.
    case accessibility3
    /// A fourth accessibility size.
    case accessibility4
    /// A fifth accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with
    /// accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
    private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

    /// The current Dynamic Type size (`.large` unless `dynamicTypeSize(_:)` says otherwise).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    ///
    /// ```swift
    /// Preview().dynamicTypeSize(.xxLarge)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size, writtenBy: "dynamicTypeSize")
    }

    /// Limits the Dynamic Type size within the view to the given range: a size outside it
    /// becomes the nearest size inside.
    ///
    /// ```swift
    /// Toolbar().dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize, writtenBy: "dynamicTypeSize") { size in
            size = DynamicTypeSize.clamp(size, to: range)
        }
    }
}

extension DynamicTypeSize {
    /// `size` if `range` contains it, else the size in `range` nearest to it.
    static func clamp<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize
    where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let inside = allCases.filter(range.contains)
        guard let first = inside.first, let last = inside.last else { return size }
        return size < first ? first : last
    }
}
