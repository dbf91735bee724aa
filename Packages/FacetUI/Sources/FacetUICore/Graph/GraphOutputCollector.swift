/// Identifies one written output (one ``View/graphOutput(_:_:)`` in the graph) for as long
/// as the view writing it stays in the graph.
public struct GraphOutputID: Hashable, Sendable, CustomStringConvertible {
    let serial: Int

    @MainActor private static var last = 0

    @MainActor static func next() -> GraphOutputID {
        last += 1
        return GraphOutputID(serial: last)
    }

    public var description: String { "#\(serial)" }
}

/// One output value collected by a ``GraphOutputCollector``, with the identity of the view
/// that wrote it.
public struct GraphOutput<Value>: Identifiable {
    /// Identifies the writer: stable while it stays in the graph.
    public let id: GraphOutputID
    /// The value written.
    public let value: Value
}

/// A view that collects the outputs of `Key` written in its content
/// (``View/graphOutput(_:_:)``), for the ``GraphOutputValueReader``s inside it.
///
/// The content receives a ``GraphOutputs`` handle to pass to its readers. Outputs written
/// inside a nested collector of the same key, or inside a reader's content, are not
/// collected. When an output is written, changed or removed, only the readers are
/// evaluated again: not the collector's content, nor the views writing outputs.
///
/// ```swift
/// GraphOutputCollector(BadgeCount.self) { outputs in
///     VStack {
///         GraphOutputValueReader(outputs) { values in Text("\(values.map(\.value).reduce(0, +))") }
///         Text("Inbox").graphOutput(BadgeCount.self, 3)
///     }
/// }
/// ```
public struct GraphOutputCollector<Key: GraphOutputKey, Content: View>: View, PrimitiveView {
    let content: (GraphOutputs<Key>) -> Content

    /// Creates a collector of the outputs of `key` written in `content`.
    public init(_ key: Key.Type, @ViewBuilder content: @escaping (GraphOutputs<Key>) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GraphOutputCollectorNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// A handle to the outputs collected by a ``GraphOutputCollector``, read with a
/// ``GraphOutputValueReader``. Handles compare by the collector they come from.
public struct GraphOutputs<Key: GraphOutputKey>: Equatable {
    let box: GraphOutputsBox<Key>

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }
}

/// A view made from the outputs a ``GraphOutputCollector`` collected; it is evaluated again
/// whenever they change. Outputs written in its own content are ignored.
///
/// ```swift
/// GraphOutputValueReader(outputs) { values in
///     ForEach(values) { Text("\($0.value)") }
/// }
/// ```
public struct GraphOutputValueReader<Key: GraphOutputKey, Content: View>: View, PrimitiveView {
    let outputs: GraphOutputs<Key>
    let content: ([GraphOutput<Key.Value>]) -> Content

    /// Creates a reader of the outputs collected by the collector of `outputs`.
    public init(
        _ outputs: GraphOutputs<Key>, @ViewBuilder content: @escaping ([GraphOutput<Key.Value>]) -> Content
    ) {
        self.outputs = outputs
        self.content = content
    }

    public typealias Body = Never

    func makeNode(graph: ViewGraph, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GraphOutputReaderNode(self, graph: graph, parent: parent, environment: environment)
    }
}

/// What a collector node shares with its readers: the collected values (cached per
/// version) and the readers to update.
@MainActor
final class GraphOutputsBox<Key: GraphOutputKey> {
    weak var collector: ViewNode?
    /// Increases each time an output below the collector changes.
    var version = 0
    private var cache: (version: Int, values: [GraphOutput<Key.Value>])?
    private var readers: [ObjectIdentifier: any GraphOutputReading] = [:]

    var values: [GraphOutput<Key.Value>] {
        if let cache, cache.version == version { return cache.values }
        var values: [GraphOutput<Key.Value>] = []
        for child in collector?.children ?? [] { child.collectOutputs(Key.self, into: &values) }
        cache = (version, values)
        return values
    }

    func register(_ reader: any GraphOutputReading) { readers[ObjectIdentifier(reader)] = reader }

    func unregister(_ reader: any GraphOutputReading) { readers[ObjectIdentifier(reader)] = nil }

    /// The readers that have not seen the current version.
    var staleReaders: [any GraphOutputReading] {
        readers.values.filter { $0.isMounted && $0.seenVersion != version }.sorted { $0.depth < $1.depth }
    }
}

/// The node of a ``GraphOutputCollector``: one child, its content. Output changes reported
/// while it builds its content are applied to the readers when it is done; later ones mark
/// the readers dirty.
@MainActor
final class GraphOutputCollectorNode<Key: GraphOutputKey, Content: View>: TypedNode<
    GraphOutputCollector<Key, Content>
>, OutputCollector
{
    override class var comparesValue: Bool { false }

    private let box = GraphOutputsBox<Key>()
    private var isBuilding = false

    override func mount() {
        box.collector = self
        build()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) { build() }

    override func invalidated() {
        graph.clearDirty(self)
        build()
    }

    /// Builds the content (reading state under observation, as a body does), then brings
    /// the readers up to date with the outputs it wrote.
    private func build() {
        isBuilding = true
        let content = graph.evaluating(self) { tracking { value.content(GraphOutputs(box: box)) } }
        let child = reconcile(children.first, with: content, environment: environment)
        if children.first !== child { children = [child] }
        isBuilding = false
        for reader in box.staleReaders { reader.invalidated() }
    }

    func collects(_ key: ObjectIdentifier) -> Bool { key == ObjectIdentifier(Key.self) }

    func outputChanged(_ key: ObjectIdentifier) {
        box.version += 1
        guard !isBuilding else { return }
        for reader in box.staleReaders { graph.markDirty(reader) }
    }
}

/// The part of a reader node its collector sees.
@MainActor
protocol GraphOutputReading: ViewNode {
    /// The version of the outputs the reader's body was last made from.
    var seenVersion: Int { get }
}

/// The node of a ``GraphOutputValueReader``: a body node whose body is made from the
/// collected outputs. It collects (and ignores) the outputs of its own content.
@MainActor
final class GraphOutputReaderNode<Key: GraphOutputKey, Content: View>: BodyNode<
    GraphOutputValueReader<Key, Content>
>, GraphOutputReading, OutputCollector
{
    private(set) var seenVersion = -1
    private var box: GraphOutputsBox<Key>?

    override func mount() {
        register()
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if box !== value.outputs.box { register() }
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
    }

    override func didUnmount() { box?.unregister(self) }

    private func register() {
        box?.unregister(self)
        box = value.outputs.box
        box?.register(self)
    }

    override func makeBody() -> any View {
        let box = value.outputs.box
        seenVersion = box.version
        return value.content(box.values)
    }

    func collects(_ key: ObjectIdentifier) -> Bool { key == ObjectIdentifier(Key.self) }

    func outputChanged(_ key: ObjectIdentifier) {}
}
