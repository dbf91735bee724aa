/// A modifier that changes the graph inputs of its content when the content's node is
/// built. The change depends only on the modifier's type, so it is the same every time.
///
/// ```swift
/// struct Compact: ViewInputsModifier {
///     static func makeInputs(inputs: inout ViewInputs) { inputs[IsCompact.self] = true }
/// }
/// Sidebar().modifier(Compact())
/// ```
@MainActor @preconcurrency
public protocol ViewInputsModifier: ViewModifier where Body == Never {
    /// Changes `inputs`, the inputs the content will be built with.
    static func makeInputs(inputs: inout ViewInputs)
}

/// A modifier that sets one graph input of its content, as ``View/input(_:_:)`` does.
///
/// The value is read when the content's node is built; a later value from an update is
/// ignored, as inputs never change for a built node (give the content a new `.id(_:)` to
/// rebuild it with the new value).
public struct ViewInputKeyWritingModifier<Key: ViewInputKey>: ViewModifier {
    /// The value written for `Key`.
    public var value: Key.Value

    /// Creates a modifier that sets `key` to `value`.
    public init(key: Key.Type, value: Key.Value) { self.value = value }

    public typealias Body = Never
}

extension View {
    /// Sets the graph input `key` to `value` for this view and every view built below it.
    ///
    /// ```swift
    /// Sidebar().input(IsCompact.self, true)
    /// ```
    public func input<Key: ViewInputKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        modifier(ViewInputKeyWritingModifier(key: key, value: value))
    }
}

/// A modifier that writes graph inputs (the graph builds it with an ``InputWriterNode``).
@MainActor
protocol InputWritingModifier: ViewModifier, PrimitiveModifier {
    /// Changes the inputs the content is built with.
    func write(into inputs: inout ViewInputs)
}

extension InputWritingModifier {
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        InputWriterNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

@_spi(Inspection)
extension ViewInputKeyWritingModifier: InspectableModifier {
    /// "input".
    public var modifierName: String { "input" }
}

extension ViewInputKeyWritingModifier: InputWritingModifier {
    func write(into inputs: inout ViewInputs) { inputs[Key.self] = value }
}

/// The transparent node of an input-writing modifier: its content is built with the
/// inputs it derives once, when it is built.
@MainActor
final class InputWriterNode<Content: View, Modifier: ViewModifier>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>
{
    private var derivedInputs: ViewInputs?

    override var childInputs: ViewInputs {
        if let derivedInputs { return derivedInputs }
        var derived = inputs
        if let writer = value.modifier as? any InputWritingModifier {
            writer.write(into: &derived)
        } else if let modifier = value.modifier as? any ViewInputsModifier {
            type(of: modifier).makeInputs(inputs: &derived)
        }
        derivedInputs = derived
        return derived
    }
}
