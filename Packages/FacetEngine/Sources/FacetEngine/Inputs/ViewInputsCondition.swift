import FacetUI

/// A condition on a node's graph inputs: since inputs never change once a node is built,
/// the answer is fixed, and a view can build only the branch it chooses
/// (``ViewInputConditionalContent``, ``ViewInputConditionalModifier``).
///
/// ```swift
/// struct IsCompact: ViewInputsCondition {
///     static func evaluate(_ inputs: ViewInputs) -> Bool { inputs[CompactKey.self] }
/// }
/// ```
public protocol ViewInputsCondition {
    /// Whether the condition holds for `inputs`.
    static func evaluate(_ inputs: ViewInputs) -> Bool
}

extension ViewInputsCondition where Self: ViewInputFlag {
    /// A flag holds where it is set.
    public static func evaluate(_ inputs: ViewInputs) -> Bool { inputs[Self.self] }
}

/// Holds inside a stack with an axis (`HStack`, `VStack`, `LazyHStack`, `LazyVStack`).
public struct IsAxisDefined: ViewInputsCondition {
    public static func evaluate(_ inputs: ViewInputs) -> Bool { inputs[StackAxisInputKey.self] != nil }
}

/// Holds inside a horizontal stack (`HStack`, `LazyHStack`), up to the next stack.
public struct IsAxisHorizontal: ViewInputsCondition {
    public static func evaluate(_ inputs: ViewInputs) -> Bool {
        inputs[StackAxisInputKey.self] == .horizontal
    }
}

/// Holds inside a vertical stack (`VStack`, `LazyVStack`), up to the next stack.
public struct IsAxisVertical: ViewInputsCondition {
    public static func evaluate(_ inputs: ViewInputs) -> Bool { inputs[StackAxisInputKey.self] == .vertical }
}
