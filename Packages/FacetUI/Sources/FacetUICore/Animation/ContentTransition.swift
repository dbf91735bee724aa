import Foundation

/// A kind of transition that applies to the content within a single view, rather than to
/// the insertion or removal of a view: how a `Text` whose string changes under an animation
/// goes from the old string to the new one.
///
/// ```swift
/// Text("\(score)")
///     .contentTransition(.numericText(value: Double(score)))
/// Button("Add") { withAnimation { score += 1 } }
/// ```
///
/// What the backends draw: the terminal and GTK show the new content at once for every
/// kind (as `.identity` does); the kind is kept in the environment, where views and
/// inspection tools read it (`\.contentTransition`).
public struct ContentTransition: Equatable, Sendable {
    /// The kinds of content transition.
    enum Kind: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
        case numericValue(Double)
    }

    let kind: Kind

    /// The identity content transition: the new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)

    /// A content transition that fades the old content out and the new content in.
    public static let opacity = ContentTransition(kind: .opacity)

    /// A content transition that interpolates the content (glyph shapes, colours) where it
    /// can, and fades where it cannot.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// A content transition for text of numbers: digits that change roll, upwards or, with
    /// `countsDown`, downwards.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// A content transition for text showing `value`: digits roll in the direction the
    /// value changed.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }
}

extension EnvironmentValues {
    private struct ContentTransitionKey: EnvironmentKey {
        static let defaultValue = ContentTransition.identity
    }

    private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// The current method of animating the contents of views (`.identity` unless
    /// `contentTransition(_:)` says otherwise).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions draw their content into an offscreen group first
    /// (`false` unless set; the backends draw alike either way).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Modifies the view to use a given transition as its method of animating changes to
    /// the contents of its views.
    ///
    /// ```swift
    /// Text(timeString).contentTransition(.numericText(countsDown: true))
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition, writtenBy: "contentTransition")
    }
}
