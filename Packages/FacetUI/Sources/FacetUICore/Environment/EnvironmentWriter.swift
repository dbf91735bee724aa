import Observation

/// A modifier that writes a value into the environment of its content.
///
/// ```swift
/// ContentView().environment(\.lineLimit, 2)
/// ```
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    /// The key path written.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value written.
    public var value: Value

    /// Creates a modifier that writes `value` at `keyPath`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        (self.keyPath, self.value) = (keyPath, value)
    }

    public typealias Body = Never

    /// Writes the value into `environment`.
    func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// Writes an observable object into the environment under its type.
struct ObjectEnvironmentModifier: ViewModifier, PrimitiveModifier {
    let object: AnyObject
    let key: ObjectIdentifier
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

    /// Places an observable object in the view's environment, where descendants read it
    /// with `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(ObjectEnvironmentModifier(object: object ?? NoObject(), key: ObjectIdentifier(T.self)))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(TransformEnvironmentModifier(keyPath: keyPath, transform: transform))
    }
}

/// Stands for a `nil` object written with `.environment(nil as Model?)`.
private final class NoObject {}

/// Applies a transform to one environment value.
struct TransformEnvironmentModifier<Value>: ViewModifier, PrimitiveModifier, EnvironmentWriting {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    typealias Body = Never

    func derive(from environment: EnvironmentValues, previous: EnvironmentValues?) -> EnvironmentValues {
        var derived = environment
        transform(&derived[keyPath: keyPath])
        return derived
    }
}
