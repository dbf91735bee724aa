import FacetUI
@_spi(Inspection) import FacetUICore

/// A view type whose value is a gesture (``ViewType/Gesture``).
public protocol GestureViewType {
    /// The gesture's type.
    associatedtype T: FacetUI.Gesture
}

extension ViewType {
    /// A gesture attached to a view, reached with `gesture(_:_:)`, `highPriorityGesture(_:_:)`,
    /// `simultaneousGesture(_:_:)`, or `first(_:)`/`second(_:)` of a composed gesture.
    public struct Gesture<T: FacetUI.Gesture>: KnownViewType, GestureViewType {
        /// The gesture type's name ("DragGesture").
        public static var typePrefix: String { Inspector.typeName(ofType: T.self) }
        /// A gesture is no view: searches never match it.
        public static func _matches(_ node: ViewNode) -> Bool { false }
    }
}

/// Where a gesture is: the node of the modifier that attached it, and the steps into
/// composed gestures.
@MainActor
struct GestureRoute {
    let attachment: ViewNode
    let steps: [GestureStep]

    enum GestureStep { case first, second }

    /// The gesture now (the modifier's current value, so that it sees the latest body).
    func gesture() throws -> any FacetUI.Gesture {
        guard let attached = attachment.appliedModifier as? any GestureAttachment else {
            throw InspectionError.notSupported("the gesture's view went away")
        }
        var gesture = attached.attachedGesture
        for step in steps {
            guard let composed = GestureInspection.unwrapped(gesture) as? any ComposedGesture else {
                throw InspectionError.notSupported("the gesture is no longer composed")
            }
            gesture = step == .first ? composed.firstGesture : composed.secondGesture
        }
        return gesture
    }

    /// The name errors give the gesture's parent: the attaching modifier with its gesture
    /// ("AddGestureModifier<DragGesture>"), or a composed gesture's part.
    func parentName() throws -> String {
        let gesture = try gesture()
        guard steps.isEmpty, let attached = attachment.appliedModifier else {
            return String(describing: type(of: gesture))
        }
        return Inspector.typeName(ofType: type(of: attached)) + "<\(String(describing: type(of: gesture)))>"
    }
}

/// Reading gestures through their modifiers (`onEnded`, `onChanged`, `updating`, `map`).
@MainActor
enum GestureInspection {
    /// The gesture inside its modifiers.
    static func unwrapped(_ gesture: any FacetUI.Gesture) -> any FacetUI.Gesture {
        var current = gesture
        while let wrapper = current as? any GestureWrapping { current = wrapper.wrappedGesture }
        return current
    }

    /// The modifiers around the gesture, outermost first.
    static func wrappers(of gesture: any FacetUI.Gesture) -> [any GestureWrapping] {
        var result: [any GestureWrapping] = []
        var current = gesture
        while let wrapper = current as? any GestureWrapping {
            result.append(wrapper)
            current = wrapper.wrappedGesture
        }
        return result
    }

    /// The gesture's name as ViewInspector gives it: its type without its modifiers, a
    /// composed gesture with its parts' names ("SimultaneousGesture<MagnificationGesture,
    /// RotationGesture>").
    static func name(of gesture: any FacetUI.Gesture) -> String {
        let inner = unwrapped(gesture)
        if let composed = inner as? any ComposedGesture {
            return Inspector.typeName(ofType: type(of: inner))
                + "<\(name(of: composed.firstGesture)), \(name(of: composed.secondGesture))>"
        }
        return String(describing: type(of: inner))
    }
}

extension InspectableView {
    /// Which part of a composed gesture `first(_:)`/`second(_:)` reach.
    public enum GestureOrder: Sendable {
        /// The first gesture.
        case first
        /// The second gesture.
        case second
    }

    /// The gesture `.gesture(_:including:)` attached to the view (the `index`-th, innermost
    /// first), or an error: "EmptyView does not have 'gesture(DragGesture.self)' modifier",
    /// "Type mismatch: LongPressGesture is not DragGesture".
    ///
    /// ```swift
    /// let drag = try sut.inspect().shape().gesture(DragGesture.self).actualGesture()
    /// ```
    public func gesture<T: FacetUI.Gesture>(_ type: T.Type, _ index: Int? = nil) throws
        -> InspectableView<ViewType.Gesture<T>>
    {
        try gestureAttachment(.normal, call: "gesture", type: type, index: index)
    }

    /// The gesture `.highPriorityGesture(_:including:)` attached to the view.
    public func highPriorityGesture<T: FacetUI.Gesture>(_ type: T.Type, _ index: Int? = nil) throws
        -> InspectableView<ViewType.Gesture<T>>
    {
        try gestureAttachment(.high, call: "highPriorityGesture", type: type, index: index)
    }

    /// The gesture `.simultaneousGesture(_:including:)` attached to the view.
    public func simultaneousGesture<T: FacetUI.Gesture>(_ type: T.Type, _ index: Int? = nil) throws
        -> InspectableView<ViewType.Gesture<T>>
    {
        try gestureAttachment(.simultaneous, call: "simultaneousGesture", type: type, index: index)
    }

    private func gestureAttachment<T: FacetUI.Gesture>(
        _ priority: GesturePriority, call: String, type: T.Type, index: Int?
    ) throws -> InspectableView<ViewType.Gesture<T>> {
        let typeName = String(describing: T.self)
        let attachments = modifierNodes.filter { node in
            guard let attached = node.appliedModifier as? any GestureAttachment else { return false }
            return attached.priority == priority && !(attached.attachedGesture is LongPressActionGesture)
        }
        let position = index ?? 0
        guard position < attachments.count,
            let attached = attachments[position].appliedModifier as? any GestureAttachment
        else {
            throw InspectionError.modifierNotFound(
                parent: self.typeName, modifier: "\(call)(\(typeName).self)", index: position)
        }
        let name = GestureInspection.name(of: attached.attachedGesture)
        guard name == typeName else { throw InspectionError.typeMismatch(factual: name, expected: typeName) }
        let spelled = index.map { "\(call)(\(typeName).self, \($0))" } ?? "\(call)(\(typeName).self)"
        var view = InspectableView<ViewType.Gesture<T>>(
            host: host, entry: entry, node: node, origin: .spelled(path(appending: spelled)))
        view.gestureRoute = GestureRoute(attachment: attachments[position], steps: [])
        return view
    }
}

extension InspectableView where View: GestureViewType {
    private func route() throws -> GestureRoute {
        guard let gestureRoute else { throw InspectionError.notSupported("\(path) is not a gesture") }
        return gestureRoute
    }

    /// The first gesture of a composed (simultaneous, sequence or exclusive) gesture.
    public func first<G: FacetUI.Gesture>(_ type: G.Type) throws -> InspectableView<ViewType.Gesture<G>> {
        try part(type, .first, call: "first")
    }

    /// The second gesture of a composed (simultaneous, sequence or exclusive) gesture.
    public func second<G: FacetUI.Gesture>(_ type: G.Type) throws -> InspectableView<ViewType.Gesture<G>> {
        try part(type, .second, call: "second")
    }

    private func part<G: FacetUI.Gesture>(_ type: G.Type, _ step: GestureRoute.GestureStep, call: String)
        throws
        -> InspectableView<ViewType.Gesture<G>>
    {
        let route = try route()
        let gesture = try route.gesture()
        guard let composed = GestureInspection.unwrapped(gesture) as? any ComposedGesture else {
            throw InspectionError.typeMismatch(
                factual: GestureInspection.name(of: gesture),
                expected: "ExclusiveGesture, SequenceGesture, or SimultaneousGesture")
        }
        let partGesture = step == .first ? composed.firstGesture : composed.secondGesture
        let name = GestureInspection.name(of: partGesture)
        let typeName = String(describing: G.self)
        guard name == typeName else { throw InspectionError.typeMismatch(factual: name, expected: typeName) }
        var view = InspectableView<ViewType.Gesture<G>>(
            host: host, entry: entry, node: node,
            origin: .spelled(path(appending: "\(call)(\(typeName).self)")))
        view.gestureRoute = GestureRoute(attachment: route.attachment, steps: route.steps + [step])
        return view
    }

    /// Which gestures the attachment enables (the mask given to `.gesture(_:including:)`).
    public func gestureMask() throws -> GestureMask {
        let route = try route()
        guard let attached = route.attachment.appliedModifier as? any GestureAttachment else {
            throw InspectionError.notSupported("the gesture's view went away")
        }
        return attached.gestureMask
    }

    /// The gesture itself, without the modifiers around it (`onEnded`, `updating`…).
    public func actualGesture() throws -> View.T {
        let gesture = GestureInspection.unwrapped(try route().gesture())
        guard let typed = gesture as? View.T else {
            throw InspectionError.typeMismatch(
                factual: String(describing: type(of: gesture)), expected: String(describing: View.T.self))
        }
        return typed
    }

    /// Calls the gesture's `updating(_:body:)` callbacks (innermost first) with `value`,
    /// `state` and `transaction`, then applies the updates they caused.
    public func callUpdating<Value, State>(value: Value, state: inout State, transaction: inout Transaction)
        throws
    {
        typealias Callback = (Value, inout State, inout Transaction) -> Void
        let callbacks: [Callback] = try callbacks(.updating, call: "updating")
        for callback in callbacks { callback(value, &state, &transaction) }
        commit()
    }

    /// Calls the gesture's `onChanged(_:)` callbacks (innermost first) with `value`, then
    /// applies the updates they caused.
    public func callOnChanged<Value>(value: Value) throws {
        let callbacks: [(Value) -> Void] = try callbacks(.changed, call: "onChanged")
        for callback in callbacks { callback(value) }
        commit()
    }

    /// Calls the gesture's `onEnded(_:)` callbacks (innermost first) with `value`, then
    /// applies the updates they caused.
    public func callOnEnded<Value>(value: Value) throws {
        let callbacks: [(Value) -> Void] = try callbacks(.ended, call: "onEnded")
        for callback in callbacks { callback(value) }
        commit()
    }

    private func callbacks<Callback>(_ kind: GestureWrapperKind, call: String) throws -> [Callback] {
        let route = try route()
        let found = GestureInspection.wrappers(of: try route.gesture())
            .filter { $0.wrapperKind == kind }
            .compactMap { $0.wrapperCallback as? Callback }
        guard !found.isEmpty else {
            throw InspectionError.callbackNotFound(parent: try route.parentName(), callback: call)
        }
        return found.reversed()
    }
}
