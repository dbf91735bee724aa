import Foundation

/// The modifier that attaches accessibility properties to a view: every accessibility
/// modifier (`.accessibilityLabel(_:)`, `.accessibilityHidden(_:)`, `.accessibilityAction`…)
/// returns `ModifiedContent<Self, AccessibilityAttachmentModifier>`, and one applied to such
/// a value adds to the same modifier.
///
/// What a backend does with the properties: see ``ResolvedAccessibility``.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never

    /// The properties attached. A plain value: the `nonisolated` modifiers of SwiftUI
    /// (`ModifiedContent.accessibilityLabel(_:)`…) read and copy it off the main actor.
    @_spi(Inspection) nonisolated(unsafe) public internal(set) var properties: AccessibilityProperties

    nonisolated init(properties: AccessibilityProperties) { self.properties = properties }

    func makeNode<Content: View>(
        content: ModifiedContent<Content, Self>, graph: ViewGraph, parent: ViewNode,
        environment: EnvironmentValues
    ) -> ViewNode {
        AccessibilityAttachmentNode(content, graph: graph, parent: parent, environment: environment) {
            $0.content
        }
    }
}

@_spi(Inspection)
extension AccessibilityAttachmentModifier: InspectableModifier {
    /// The modifiers written, in order: "accessibilityLabel", "accessibilityLabel, accessibilityHint".
    public var modifierName: String {
        properties.modifierNames.isEmpty ? "accessibility" : properties.modifierNames.joined(separator: ", ")
    }
}

/// The node of an ``AccessibilityAttachmentModifier``: transparent to layout; it gives its
/// properties to ``ViewNode/accessibility`` and, when they change, has the backend update
/// the widgets below.
@MainActor
final class AccessibilityAttachmentNode<Content: View>: WrapperNode<
    ModifiedContent<Content, AccessibilityAttachmentModifier>, Content
>
{
    private var applied: ResolvedAccessibility?

    override func localTrait(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(AccessibilityAttachmentModifier.self) ? value.modifier.properties : nil
    }

    override func mount() {
        applied = ResolvedAccessibility(value.modifier.properties)
        super.mount()
    }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        super.didUpdate(valueChanged: valueChanged, environmentChanged: environmentChanged)
        let resolved = ResolvedAccessibility(value.modifier.properties)
        guard resolved != applied else { return }
        applied = resolved
        guard graph.backend is any AccessibilityBackend else { return }
        graph.afterCommit { [weak self] in
            guard let self, self.isMounted else { return }
            for node in self.topWidgetNodes() { node.applyAccessibility() }
        }
    }
}

extension View {
    /// This view with an accessibility modifier named `name` whose properties `change`
    /// sets (none when `isEnabled` is false).
    func accessibilityAttachment(
        _ name: String, if isEnabled: Bool = true, _ change: (inout AccessibilityProperties) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var properties = AccessibilityProperties()
        if isEnabled {
            properties.modifierNames = [name]
            change(&properties)
        }
        return modifier(AccessibilityAttachmentModifier(properties: properties))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// This accessibility modifier with what `change` sets on top (nothing when `isEnabled`
    /// is false), as a modifier applied after it would.
    func addingAccessibility(
        _ name: String, if isEnabled: Bool = true, _ change: (inout AccessibilityProperties) -> Void
    ) -> ModifiedContent<Content, Modifier> {
        guard isEnabled else { return self }
        var outer = AccessibilityProperties()
        outer.modifierNames = [name]
        change(&outer)
        var result = self
        result.modifier.properties = modifier.properties.merged(with: outer)
        return result
    }
}
