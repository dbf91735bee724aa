import FacetUI
@_spi(Inspection) import FacetUICore

/// A content shape as `contentShape(_:)` reads it: the shape and its fill rule.
public struct ContentShape<S: Shape>: Equatable, Sendable {
    /// The shape.
    public let shape: S
    /// Whether it is filled with the even-odd rule.
    public let eoFill: Bool

    /// A content shape.
    public init(shape: S, eoFill: Bool) {
        self.shape = shape
        self.eoFill = eoFill
    }

    /// Whether both hold the same shape (the same stored values) with the same fill rule.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        String(reflecting: lhs.shape) == String(reflecting: rhs.shape) && lhs.eoFill == rhs.eoFill
    }
}

extension InspectableView {
    /// Whether the view takes part in hit testing: `false` when it or a view around it has
    /// `.allowsHitTesting(false)`.
    public func allowsHitTesting() -> Bool { node.allowsHitTestingHere }

    /// The view's `.contentShape(_:eoFill:)`, or "Type mismatch: Capsule is not Circle".
    public func contentShape<S: Shape>(_ shape: S.Type) throws -> ContentShape<S> {
        guard
            let modifier = modifierNodes.lazy.compactMap({ $0.appliedModifier as? any InspectedContentShape })
                .first
        else {
            throw InspectionError.modifierNotFound(parent: typeName, modifier: "contentShape", index: 0)
        }
        guard let typed = modifier.inspectedShape as? S else {
            throw InspectionError.typeMismatch(
                factual: Inspector.typeName(ofType: type(of: modifier.inspectedShape)),
                expected: Inspector.typeName(ofType: S.self))
        }
        return ContentShape(shape: typed, eoFill: modifier.eoFill)
    }

    /// Acts as the user: completes the view's `.onLongPressGesture(…)` (the innermost
    /// one), running its action, then applies the updates.
    public func callOnLongPressGesture() throws {
        guard
            let gesture = modifiers.lazy.compactMap({ ($0 as? any GestureAttachment)?.attachedGesture })
                .compactMap({ $0 as? LongPressActionGesture }).first
        else { throw InspectionError.callbackNotFound(parent: typeName, callback: "onLongPressGesture") }
        try ensureResponsive()
        gesture.action()
        commit()
    }
}

/// A `.contentShape` modifier, whatever its shape.
@MainActor
protocol InspectedContentShape {
    var inspectedShape: any Shape { get }
    var eoFill: Bool { get }
}

extension ContentShapeModifier: InspectedContentShape {
    var inspectedShape: any Shape { shape }
}

extension ViewNode {
    /// Whether neither this node nor one above it is an `.allowsHitTesting(false)`.
    var allowsHitTestingHere: Bool {
        var current: ViewNode? = self
        while let node = current {
            if let modifier = node.appliedModifier as? AllowsHitTestingModifier, !modifier.enabled {
                return false
            }
            current = node.parent
        }
        return true
    }
}
