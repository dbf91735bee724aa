import Foundation

/// How a gesture attached to a view competes with the gestures of the views it contains.
@_spi(Inspection)
public enum GesturePriority: Sendable {
    /// `.gesture(_:including:)`: the gestures of the views it contains take precedence.
    case normal
    /// `.highPriorityGesture(_:including:)`: takes precedence over the contained views'.
    case high
    /// `.simultaneousGesture(_:including:)`: recognised alongside the others.
    case simultaneous
}

/// A gesture attached to a view, whatever its type: what the graph recognises and
/// inspection tools read.
@_spi(Inspection)
@MainActor
public protocol GestureAttachment {
    /// The attached gesture.
    var attachedGesture: any Gesture { get }
    /// Which gestures the attachment enables.
    var gestureMask: GestureMask { get }
    /// How it competes with the gestures of the views it contains.
    var priority: GesturePriority { get }
}

/// Attaches a gesture to a view (`.gesture(_:including:)`; SwiftUI's own name).
@_spi(Inspection)
public struct AddGestureModifier<G: Gesture>: GestureAttachedModifier {
    /// The attached gesture.
    public let gesture: G
    /// Which gestures the attachment enables.
    public let gestureMask: GestureMask
    public var priority: GesturePriority { .normal }
    /// "gesture".
    public var modifierName: String { "gesture" }
}

/// Attaches a gesture that takes precedence over its content's
/// (`.highPriorityGesture(_:including:)`; SwiftUI's own name).
@_spi(Inspection)
public struct HighPriorityGestureModifier<G: Gesture>: GestureAttachedModifier {
    /// The attached gesture.
    public let gesture: G
    /// Which gestures the attachment enables.
    public let gestureMask: GestureMask
    public var priority: GesturePriority { .high }
    /// "highPriorityGesture".
    public var modifierName: String { "highPriorityGesture" }
}

/// Attaches a gesture recognised alongside its content's
/// (`.simultaneousGesture(_:including:)`; SwiftUI's own name).
@_spi(Inspection)
public struct SimultaneousGestureModifier<G: Gesture>: GestureAttachedModifier {
    /// The attached gesture.
    public let gesture: G
    /// Which gestures the attachment enables.
    public let gestureMask: GestureMask
    public var priority: GesturePriority { .simultaneous }
    /// "simultaneousGesture".
    public var modifierName: String { "simultaneousGesture" }
}

/// The three gesture modifiers: each builds a ``GestureNode``.
@_spi(Inspection)
public protocol GestureAttachedModifier: ViewModifier, GestureAttachment, InspectableModifier
where Body == Never {
    associatedtype G: Gesture
    var gesture: G { get }
}

@_spi(Inspection)
extension GestureAttachedModifier {
    public var attachedGesture: any Gesture { gesture }
}

extension AddGestureModifier: PrimitiveModifier {}
extension HighPriorityGestureModifier: PrimitiveModifier {}
extension SimultaneousGestureModifier: PrimitiveModifier {}

extension GestureAttachedModifier {
    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        GestureNode(content, graph: graph, parent: parent, environment: environment) { $0.content }
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view.
    ///
    /// ```swift
    /// Circle().gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(AddGestureModifier(gesture: gesture, gestureMask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View
    {
        modifier(HighPriorityGestureModifier(gesture: gesture, gestureMask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by
    /// the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View
    {
        modifier(SimultaneousGestureModifier(gesture: gesture, gestureMask: mask))
    }

    /// Attaches a gesture to the view, enabled or not.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a high-priority gesture to the view, enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a simultaneous gesture to the view, enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a named gesture to the view, enabled or not (the name identifies the
    /// gesture to the platform's gesture relationships, which Facet's backends do not have).
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a named high-priority gesture to the view, enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a named simultaneous gesture to the view, enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }
}
