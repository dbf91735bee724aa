/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

extension Scene {
    /// The root view of the first window group in this scene, if any.
    @_spi(Backend) public var firstWindowContent: AnyView? {
        if let window = self as? any WindowScene { return window.rootView }
        if let group = self as? any SceneGroup {
            return group.scenes.lazy.compactMap(\.firstWindowContent).first
        }
        if Body.self == Never.self { return nil }
        return body.firstWindowContent
    }
}

/// A scene showing one root view.
@MainActor
protocol WindowScene {
    var rootView: AnyView { get }
}

/// Several scenes declared together.
@MainActor
protocol SceneGroup {
    var scenes: [any Scene] { get }
}

/// A result builder for composing scenes.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// A single scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }
}

/// Several scenes declared in one `SceneBuilder` block.
///
/// Underscored because SwiftUI's is (SwiftUI's `SceneBuilder.buildBlock` makes one behind
/// `some Scene`).
public struct _TupleScene: Scene, SceneGroup {
    let scenes: [any Scene]
    public typealias Body = Never
}
