import FacetUI

/// A modifier with a body per ``CapabilityLevel``, chosen as ``VersionedView`` chooses:
/// once, when the content is built. Implement `v1Body(content:)` and the higher bodies you
/// need, not `body(content:)`.
///
/// ```swift
/// struct Underlined: VersionedViewModifier {
///     func v2Body(content: Content) -> some View { content.underline() }
///     func v1Body(content: Content) -> some View { VStack(spacing: 0) { content; Text("‾‾‾") } }
/// }
/// ```
@MainActor @preconcurrency
public protocol VersionedViewModifier: ViewModifier {
    /// The body at level 5 and above.
    associatedtype V5Body: View = V4Body
    /// The body at level 5 and above.
    @ViewBuilder func v5Body(content: Content) -> V5Body

    /// The body at level 4.
    associatedtype V4Body: View = V3Body
    /// The body at level 4.
    @ViewBuilder func v4Body(content: Content) -> V4Body

    /// The body at level 3.
    associatedtype V3Body: View = V2Body
    /// The body at level 3.
    @ViewBuilder func v3Body(content: Content) -> V3Body

    /// The body at level 2 (backends whose toolkit measures text).
    associatedtype V2Body: View = V1Body
    /// The body at level 2 (backends whose toolkit measures text).
    @ViewBuilder func v2Body(content: Content) -> V2Body

    /// The body on every backend.
    associatedtype V1Body: View = Content
    /// The body on every backend.
    @ViewBuilder func v1Body(content: Content) -> V1Body
}

extension VersionedViewModifier where V5Body == V4Body {
    /// The level-4 body.
    public func v5Body(content: Content) -> V4Body { v4Body(content: content) }
}

extension VersionedViewModifier where V4Body == V3Body {
    /// The level-3 body.
    public func v4Body(content: Content) -> V3Body { v3Body(content: content) }
}

extension VersionedViewModifier where V3Body == V2Body {
    /// The level-2 body.
    public func v3Body(content: Content) -> V2Body { v2Body(content: content) }
}

extension VersionedViewModifier where V2Body == V1Body {
    /// The level-1 body.
    public func v2Body(content: Content) -> V1Body { v1Body(content: content) }
}

extension VersionedViewModifier where V1Body == Content {
    /// The content, unmodified.
    public func v1Body(content: Content) -> Content { content }
}

extension VersionedViewModifier {
    /// The body for the content's capability level.
    public func body(content: Content) -> VersionedModifierBody<Self> {
        VersionedModifierBody(modifier: self, content: content)
    }
}

/// The body of a ``VersionedViewModifier``: the modifier's body for the node's level.
public struct VersionedModifierBody<Modifier: VersionedViewModifier>: InputReadingView {
    var modifier: Modifier
    var content: Modifier.Content

    public typealias Body = Never

    public func body(inputs: ViewInputs) -> any View {
        switch CapabilityLevel.current(in: inputs).rawValue {
        case 5...: modifier.v5Body(content: content)
        case 4: modifier.v4Body(content: content)
        case 3: modifier.v3Body(content: content)
        case 2: modifier.v2Body(content: content)
        default: modifier.v1Body(content: content)
        }
    }
}
