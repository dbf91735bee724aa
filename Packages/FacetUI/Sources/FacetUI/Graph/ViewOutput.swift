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
/// This is the mechanism FacetEngine's "outputs" will build on; it stays internal until
/// that API is designed.
@MainActor
protocol ViewOutputKey {
    /// The type of the value.
    associatedtype Value
}

/// A view that writes the value of output `Key` for its content.
struct OutputView<Content: View, Key: ViewOutputKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value
    typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        OutputNode(self, graph: graph, parent: parent, environment: environment) { $0.content }
    }
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
final class OutputNode<Content: View, Key: ViewOutputKey>: WrapperNode<OutputView<Content, Key>, Content> {
    private var current: Key.Value?

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
    func firstOutput<Key: ViewOutputKey>(_ key: Key.Type) -> Key.Value? {
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

/// An output node seen without its generic parameters.
@MainActor
protocol OutputValueNode {
    func anyOutput(for key: ObjectIdentifier) -> Any?
}

extension OutputNode: OutputValueNode {
    func anyOutput(for key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? value.value : nil
    }
}
