import FacetUI

/// A view with a body per ``CapabilityLevel``: the graph builds the body of the highest level
/// the view implements that the backend reaches — once, when the view is built, without an
/// `if` in a view builder (so without the other bodies' types in the built graph).
///
/// Implement `v1Body` (every backend) and the higher bodies you need; a body you leave out
/// is the one below it.
///
/// ```swift
/// struct Separator: VersionedView {
///     var v2Body: some View { Divider() }       // a toolkit draws a line
///     var v1Body: some View { Text("----") }    // character cells
/// }
/// ```
@MainActor @preconcurrency
public protocol VersionedView: InputReadingView where Body == Never {
    /// The body at level 5 and above.
    associatedtype V5Body: View = V4Body
    /// The body at level 5 and above.
    @ViewBuilder var v5Body: V5Body { get }

    /// The body at level 4.
    associatedtype V4Body: View = V3Body
    /// The body at level 4.
    @ViewBuilder var v4Body: V4Body { get }

    /// The body at level 3.
    associatedtype V3Body: View = V2Body
    /// The body at level 3.
    @ViewBuilder var v3Body: V3Body { get }

    /// The body at level 2 (backends whose toolkit measures text).
    associatedtype V2Body: View = V1Body
    /// The body at level 2 (backends whose toolkit measures text).
    @ViewBuilder var v2Body: V2Body { get }

    /// The body on every backend.
    associatedtype V1Body: View = EmptyView
    /// The body on every backend.
    @ViewBuilder var v1Body: V1Body { get }
}

extension VersionedView where V5Body == V4Body {
    /// The level-4 body.
    public var v5Body: V4Body { v4Body }
}

extension VersionedView where V4Body == V3Body {
    /// The level-3 body.
    public var v4Body: V3Body { v3Body }
}

extension VersionedView where V3Body == V2Body {
    /// The level-2 body.
    public var v3Body: V2Body { v2Body }
}

extension VersionedView where V2Body == V1Body {
    /// The level-1 body.
    public var v2Body: V1Body { v1Body }
}

extension VersionedView where V1Body == EmptyView {
    /// No view.
    public var v1Body: EmptyView { EmptyView() }
}

extension VersionedView {
    /// The body for the node's capability level.
    public func body(inputs: ViewInputs) -> any View {
        switch CapabilityLevel.current(in: inputs).rawValue {
        case 5...: v5Body
        case 4: v4Body
        case 3: v3Body
        case 2: v2Body
        default: v1Body
        }
    }
}
