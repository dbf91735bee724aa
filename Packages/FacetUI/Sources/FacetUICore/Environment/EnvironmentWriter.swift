import Observation

/// A modifier that writes a value into the environment of its content.
///
/// ```swift
/// ContentView().environment(\.lineLimit, 2)
/// ```
///
/// Underscored because SwiftUI's is: `.environment(_:_:)` and the modifiers that write the
/// environment (`.font(_:)`, `.lineLimit(_:)`…) return it, with the same public `keyPath`
/// and `value`, and ViewInspector reads it by that name.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    /// The key path written.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value written.
    public var value: Value
    /// The name of the modifier that writes the value (`font` for `.font(_:)`), or `nil`
    /// for `.environment(_:_:)` itself.
    let writerName: String?
    /// What the writing modifier was given, when it writes something derived from it (the
    /// style of `.foregroundStyle(_:)`, which writes its colour); for inspection tools.
    @_spi(Inspection) public internal(set) var writtenValue: Any?

    /// Creates a modifier that writes `value` at `keyPath`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.init(keyPath: keyPath, value: value, writtenBy: nil)
    }

    /// A modifier that writes `value` at `keyPath` for the DSL modifier named `name`
    /// (what inspection tools call it).
    init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value, writtenBy name: String?) {
        (self.keyPath, self.value, self.writerName) = (keyPath, value, name)
    }

    public typealias Body = Never

    /// Writes the value into `environment`.
    func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

@_spi(Inspection)
extension _EnvironmentKeyWritingModifier: InspectableModifier {
    /// The name of the modifier that wrote the value ("font", "lineLimit"), or
    /// "environment".
    public var modifierName: String { writerName ?? "environment" }
}

/// Writes an observable object into the environment under its type (`.environment(_:)`,
/// `.environmentObject(_:)`, as inspection tools name it).
struct ObjectEnvironmentModifier: ViewModifier, PrimitiveModifier, InspectableModifier {
    let object: AnyObject
    let key: ObjectIdentifier
    var modifierName = "environment"
    typealias Body = Never
}

/// A modifier that can change the environment of its content.
@MainActor
protocol EnvironmentWriting {
    /// The environment below, derived from `environment`; `previous` is the one derived
    /// last time (an unchanged value keeps its version there).
    func derive(from environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues
}

extension PrimitiveModifier where Self: ViewModifier & EnvironmentWriting {
    /// An environment writer's node derives its content's environment and is otherwise
    /// transparent.
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        EnvironmentWriterNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriting {
    func derive(from environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues {
        var derived = environment
        apply(to: &derived)
        if let previous, ViewEquality.equalAny(previous[keyPath: keyPath], value) {
            // Same value as last time: readers below need not re-evaluate.
            derived.reuseVersions(of: previous, forKeysWrittenOver: environment)
        }
        return derived
    }
}

extension ObjectEnvironmentModifier: EnvironmentWriting {
    func derive(from environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues {
        var derived = environment
        derived.set(object, for: key, unchangedFrom: previous)
        return derived
    }
}

/// The node of an environment-writing modifier: transparent, hands its content a derived
/// environment.
@MainActor
final class EnvironmentWriterNode<Content: View, Modifier: ViewModifier & EnvironmentWriting>: WrapperNode<
    ModifiedContent<Content, Modifier>, Content
>
{
    private var derived: EnvironmentValues?

    override func childEnvironment() -> EnvironmentValues {
        let environment = value.modifier.derive(from: environment, previous: derived)
        derived = environment
        return environment
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Sets the environment value at `keyPath` for the modifier named `name` (`font` for
    /// `.font(_:)`: what inspection tools call it).
    func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, writtenBy name: String)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value, writtenBy: name))
    }

    /// Sets the environment value at `keyPath` for the modifier named `name`, which was given
    /// `source` (a style it writes the colour of): inspection tools read `source` back.
    func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, writtenBy name: String, from source: Any
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        var writer = _EnvironmentKeyWritingModifier(keyPath: keyPath, value: value, writtenBy: name)
        writer.writtenValue = source
        return modifier(writer)
    }

    /// Places an observable object in the view's environment, where descendants read it
    /// with `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(ObjectEnvironmentModifier(object: object ?? NoObject(), key: ObjectIdentifier(T.self)))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(TransformEnvironmentModifier(keyPath: keyPath, transform: transform, writerName: nil))
    }

    /// Transforms the environment value at `keyPath` for the modifier named `name`
    /// (`disabled` for `.disabled(_:)`: what inspection tools call it).
    func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, writtenBy name: String,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(TransformEnvironmentModifier(keyPath: keyPath, transform: transform, writerName: name))
    }
}

/// Stands for a `nil` object written with `.environment(nil as Model?)`.
private final class NoObject {}

/// Applies a transform to one environment value (`.transformEnvironment(_:transform:)`,
/// and the modifiers written with it: "transformEnvironment", "disabled" for inspection
/// tools).
@_spi(Inspection)
public struct TransformEnvironmentModifier<Value>: ViewModifier, PrimitiveModifier, EnvironmentWriting,
    InspectableModifier
{
    /// The key path transformed.
    public let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    /// The name of the modifier that transforms the value, or `nil` for
    /// `.transformEnvironment(_:transform:)` itself.
    let writerName: String?
    public typealias Body = Never

    /// "disabled" for `.disabled(_:)`, or "transformEnvironment".
    public var modifierName: String { writerName ?? "transformEnvironment" }

    func derive(from environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues {
        var derived = environment
        transform(&derived[keyPath: keyPath])
        return derived
    }
}
