/// Graph outputs: values that views send *up* the graph to the nearest ancestor that
/// collects them — the reverse of the environment, like SwiftUI preferences.
///
/// A view writes an output with an ``OutputView`` (`.navigationTitle("Inbox")` writes
/// ``NavigationTitleOutput``); a collector node (a navigation stack) reads the first value
/// written in its subtree, in tree order, not looking inside nested collectors of the same
/// key. When an output is written, changed or removed, its node tells the nearest collector
/// above it, which reads again — so the work is proportional to the outputs that changed,
/// and nothing is read on updates that leave outputs alone.
///
/// Write an output with ``View/graphOutput(_:_:)``; collect the outputs of a subtree with a
/// ``GraphOutputCollector`` and show them with a ``GraphOutputValueReader`` (FacetEngine's
/// `ViewOutputKey` is built on these).
///
/// ```swift
/// enum BadgeCount: GraphOutputKey { typealias Value = Int }
/// Text("Inbox").graphOutput(BadgeCount.self, 3)
/// ```
public protocol GraphOutputKey {
    /// The type of the value. Values are compared as the graph compares views (`Equatable`,
    /// else field by field): writing an equal value again notifies nobody.
    associatedtype Value
}

/// A view that writes the value of output `Key` for its content.
struct OutputView<Content: View, Key: GraphOutputKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value
    /// The name of the modifier that writes the output ("navigationTitle"), or `nil` for
    /// `.graphOutput(_:_:)`.
    var writerName: String? = nil
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        OutputNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

/// What a graph output writer applies to its content, as inspection tools read it: the value
/// it writes for `Key`. Named as the modifier that writes it ("navigationTitle"), or by the
/// key's type for `.graphOutput(_:_:)`.
@_spi(Inspection)
public struct GraphOutputWritingModifier<Key: GraphOutputKey>: InspectableModifier {
    /// The value written.
    public let value: Key.Value
    let writerName: String?

    /// The name of the modifier that writes the output, or the key's type name.
    public var modifierName: String {
        writerName ?? String(String(describing: Key.self).prefix { $0 != "<" })
    }
}

extension OutputView: ModifierView {
    static var modifiedContentType: any View.Type { Content.self }
    var appliedModifier: Any { GraphOutputWritingModifier<Key>(value: value, writerName: writerName) }
}

/// A node that collects outputs of some keys from its subtree.
@MainActor
protocol OutputCollector: ViewNode {
    /// Whether this node collects outputs of `key`.
    func collects(_ key: ObjectIdentifier) -> Bool
    /// An output of `key` below was written, changed or removed.
    func outputChanged(_ key: ObjectIdentifier)
}

/// The node of an ``OutputView``: transparent; it holds the value and reports changes.
@MainActor
final class OutputNode<Content: View, Key: GraphOutputKey>: WrapperNode<OutputView<Content, Key>, Content> {
    private var current: Key.Value?
    /// Identifies this output for the life of the node.
    let outputID = GraphOutputID.next()

    /// The value written by this node.
    var outputValue: Key.Value { value.value }

    override func mount() {
        super.mount()
        current = value.value
        notify()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        if let current, ViewEquality.equalAny(current, value.value) { return }
        current = value.value
        notify()
    }

    override func didUnmount() { notify() }

    private func notify() {
        let key = ObjectIdentifier(Key.self)
        var node = parent
        while let current = node {
            if let collector = current as? any OutputCollector, collector.collects(key) {
                if collector.isMounted { collector.outputChanged(key) }
                return
            }
            node = current.parent
        }
    }
}

extension ViewNode {
    /// The first value of output `key` written in this subtree (this node included), in
    /// tree order, skipping the subtrees of nested collectors of the same key.
    func firstOutput<Key: GraphOutputKey>(_ key: Key.Type) -> Key.Value? {
        guard isMounted else { return nil }
        if let output = self as? any OutputValueNode, let value = output.anyOutput(for: ObjectIdentifier(key))
        {
            return value as? Key.Value
        }
        for child in children {
            if let collector = child as? any OutputCollector, collector.collects(ObjectIdentifier(key)) {
                continue
            }
            if let value = child.firstOutput(key) { return value }
        }
        return nil
    }
}

extension ViewNode {
    /// Every value of output `key` written in this subtree (this node included), skipping
    /// the subtrees of nested collectors of the same key. Siblings come in tree order; a
    /// node's own output comes after those of its content, as modifiers apply (the output
    /// written by the outermost modifier comes last).
    func collectOutputs<Key: GraphOutputKey>(_ key: Key.Type, into outputs: inout [GraphOutput<Key.Value>]) {
        guard isMounted else { return }
        let id = ObjectIdentifier(key)
        for child in children {
            if let collector = child as? any OutputCollector, collector.collects(id) { continue }
            child.collectOutputs(key, into: &outputs)
        }
        if let output = self as? any OutputValueNode, let value = output.anyOutput(for: id) as? Key.Value {
            outputs.append(GraphOutput(id: output.outputID, value: value))
        }
    }
}

/// An output node seen without its generic parameters.
@MainActor
protocol OutputValueNode {
    var outputID: GraphOutputID { get }
    func anyOutput(for key: ObjectIdentifier) -> Any?
}

extension OutputNode: OutputValueNode {
    func anyOutput(for key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? value.value : nil
    }
}

extension View {
    /// Writes `value` as the output `key` of this view, for the nearest
    /// ``GraphOutputCollector`` of `key` above it. A new value, a changed one or the view's
    /// removal tells that collector, which updates its readers; an equal value does nothing.
    ///
    /// ```swift
    /// Text("Inbox").graphOutput(BadgeCount.self, 3)
    /// ```
    public func graphOutput<Key: GraphOutputKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        OutputView<Self, Key>(content: self, value: value)
    }
}
