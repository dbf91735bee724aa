import FacetUI

/// A static graph input: a ``ViewInputKey`` and the value a view sets for it with
/// ``FacetUI/View/input(_:)``.
///
/// ```swift
/// struct Compact: ViewInput {
///     typealias Key = IsCompactKey
///     static var value: Bool { true }
/// }
/// Sidebar().input(Compact.self)
/// ```
public protocol ViewInput {
    /// The key the input sets.
    associatedtype Key: ViewInputKey
    /// The value the input sets.
    static var value: Key.Value { get }
}

/// A ``ViewInput`` that is its own Boolean key, `false` by default and `true` where set:
/// a flag that is also a ``ViewInputsCondition``.
///
/// ```swift
/// struct IsInSidebar: ViewInputFlag {}
/// ViewInputConditionalContent(IsInSidebar.self) { Text("sidebar") } otherwise: { Text("main") }
///     .input(IsInSidebar.self)
/// ```
public protocol ViewInputFlag: ViewInput, ViewInputKey, ViewInputsCondition
where Key == Self, Value == Bool {}

extension ViewInputFlag {
    /// A flag is `true` where it is set.
    public static var value: Bool { true }
    /// A flag is `false` where no ancestor set it.
    public static var defaultValue: Bool { false }
}

extension View {
    /// Sets the graph input `Input.Key` to `Input.value` for this view and every view built
    /// below it.
    public func input<Input: ViewInput>(_: Input.Type) -> some View {
        modifier(ViewInputModifier<Input>())
    }
}

/// A modifier that sets the graph input `Input.Key` to `Input.value` for its content.
public struct ViewInputModifier<Input: ViewInput>: ViewInputsModifier {
    /// Creates the modifier.
    public init() {}

    /// Sets `Input.Key` to `Input.value`.
    public static func makeInputs(inputs: inout ViewInputs) {
        inputs[Input.Key.self] = Input.value
    }
}
