/// A backend whose widgets are exposed to assistive technologies: the graph tells it the
/// accessibility of each widget that an accessibility modifier describes (FacetGTK: GTK's
/// `GtkAccessible` properties and states). Backends without one (the terminal) ignore
/// accessibility modifiers; inspection tools read them from the graph either way.
@_spi(Backend) @MainActor
public protocol AccessibilityBackend: Backend {
    /// Gives `widget` the accessibility `accessibility` (replacing what it had).
    func updateAccessibility(_ widget: AnyObject, _ accessibility: ResolvedAccessibility)
}

/// The accessibility of one widget, as the accessibility modifiers around it describe it
/// (plain strings, ready for a toolkit).
///
/// A widget takes the label, hint, value, identifier, traits, heading level and sort
/// priority of the modifiers applied to views whose only widget it is (`Button { … }
/// .accessibilityLabel("Close")`, `VStack { Image(…) }.accessibilityHint(…)`); a modifier
/// on a view with several widgets describes an element no widget stands for, and is left
/// to inspection tools. `accessibilityHidden(true)` hides every widget below it.
public struct ResolvedAccessibility: Equatable, Sendable {
    /// The label (`accessibilityLabel`).
    public var label: String?
    /// The hint (`accessibilityHint`).
    public var hint: String?
    /// The value description (`accessibilityValue`).
    public var value: String?
    /// The identifier (`accessibilityIdentifier`).
    public var identifier: String?
    /// Whether the widget is hidden from assistive technologies.
    public var isHidden = false
    /// Traits added to what the widget's kind implies.
    public var addedTraits = AccessibilityTraits()
    /// Traits removed from what the widget's kind implies.
    public var removedTraits = AccessibilityTraits()
    /// The heading level (`accessibilityHeading`).
    public var headingLevel: AccessibilityHeadingLevel?
    /// The sort priority (`accessibilitySortPriority`).
    public var sortPriority: Double?

    /// No accessibility modifier describes the widget.
    public init() {}

    /// The resolvable part of `properties` (closures and inspection-only values left out).
    init(_ properties: AccessibilityProperties) {
        label = properties.label?.string
        hint = properties.hint?.string
        value = properties.value?.string
        identifier = properties.identifier
        isHidden = properties.isHidden ?? false
        addedTraits = properties.addedTraits
        removedTraits = properties.removedTraits
        headingLevel = properties.headingLevel
        sortPriority = properties.sortPriority
    }
}

extension ViewNode {
    /// The nodes of the first widgets below this node (their own widget's descendants
    /// left out), in tree order, at most `limit`.
    func topWidgetNodes(limit: Int = .max) -> [ViewNode] {
        var found: [ViewNode] = []
        func visit(_ node: ViewNode) {
            for child in node.children where found.count < limit {
                if child.widget != nil { found.append(child) } else { visit(child) }
            }
        }
        visit(self)
        return found
    }

    /// The accessibility of this node's widget: the accessibility modifiers between it and
    /// its widget parent that describe only it, and whether one hides it.
    var resolvedAccessibility: ResolvedAccessibility {
        let key = ObjectIdentifier(AccessibilityAttachmentModifier.self)
        var describing: [AccessibilityProperties] = []
        var hidden = false
        var node = parent
        while let current = node, current.widget == nil {
            if let properties = current.localTrait(key) as? AccessibilityProperties {
                hidden = hidden || properties.isHidden == true
                let widgets = current.topWidgetNodes(limit: 2)
                if widgets.count == 1, widgets[0] === self { describing.append(properties) }
            }
            node = current.parent
        }
        var resolved = ResolvedAccessibility(
            describing.reduce(AccessibilityProperties()) { $0.merged(with: $1) })
        resolved.isHidden = hidden
        if let text = (self as? TextNode)?.value {
            resolved.label = resolved.label ?? text.accessibilityReading
            resolved.headingLevel = resolved.headingLevel ?? text.accessibilityHeadingLevel
        }
        return resolved
    }

    /// Whether an accessibility modifier is applied between this node and its widget parent
    /// (or the node's text has accessibility attributes).
    private var hasAccessibilityAttachment: Bool {
        if let text = (self as? TextNode)?.value, text.runs.contains(where: { $0.accessibility != nil }) {
            return true
        }
        let key = ObjectIdentifier(AccessibilityAttachmentModifier.self)
        var node = parent
        while let current = node, current.widget == nil {
            if current.localTrait(key) != nil { return true }
            node = current.parent
        }
        return false
    }

    /// Gives this node's widget its accessibility, on a backend that has accessibility.
    func applyAccessibility() {
        guard let widget, let backend = graph.backend as? any AccessibilityBackend else { return }
        backend.updateAccessibility(widget, resolvedAccessibility)
    }

    /// After a widget was created or updated: has it given its accessibility once the
    /// transaction's tree is complete, when an accessibility modifier describes it.
    func scheduleAccessibility() {
        guard graph.backend is any AccessibilityBackend, hasAccessibilityAttachment else { return }
        graph.afterCommit { [weak self] in
            guard let self, self.isMounted else { return }
            self.applyAccessibility()
        }
    }
}
