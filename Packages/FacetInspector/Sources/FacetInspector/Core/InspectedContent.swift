import FacetUI
@_spi(Inspection) import FacetUICore

/// An inspected view as ViewInspector's internals describe it (its `Content`): the view's
/// value and the modifiers that reach it (its ``Medium``). Facet reads both from the live
/// node, so it is a snapshot of the view as the graph holds it now. (A module-level
/// `Content` would hide `ViewModifier.Content` in the modifiers of a `@testable` importer.)
///
/// ```swift
/// let text = try sut.inspect().vStack().text(0)
/// #expect(text.content.view as? Text == Text("Title"))
/// #expect(text.content.medium.viewModifiers.count == 1)
/// ```
struct InspectedContent {
    /// The view's value (inside its modifiers).
    let view: Any
    /// The modifiers applied to the view and those it inherits.
    let medium: Medium

    init(_ view: Any, medium: Medium = .empty) {
        self.view = view
        self.medium = medium
    }
}

extension InspectedContent {
    /// The modifiers reaching a view, sorted as ViewInspector sorts them, each list
    /// outermost first.
    struct Medium {
        /// The view's own modifiers (those between it and its container), with the
        /// modifiers a custom modifier's body applies to its content; neither environment
        /// writers nor transitive modifiers.
        let viewModifiers: [Any]
        /// The modifiers a view inherits from an enclosing one, on it or above it: `.hidden()`,
        /// `.disabled(_:)`, `.allowsHitTesting(_:)`, `.labelsHidden()`,
        /// `.flipsForRightToLeftLayoutDirection(_:)`, `.preferredColorScheme(_:)`.
        let transitiveViewModifiers: [Any]
        /// The environment writers on the view or above it (`.environment(_:_:)`, `.font(_:)`…).
        let environmentModifiers: [Any]
        /// The objects `.environmentObject(_:)` supplies on the view or above it.
        let environmentObjects: [AnyObject]

        /// No modifiers.
        static var empty: Medium {
            Medium(
                viewModifiers: [], transitiveViewModifiers: [], environmentModifiers: [],
                environmentObjects: [])
        }

        /// This medium with `other`'s modifiers after its own.
        func appending(_ other: Medium) -> Medium {
            Medium(
                viewModifiers: viewModifiers + other.viewModifiers,
                transitiveViewModifiers: transitiveViewModifiers + other.transitiveViewModifiers,
                environmentModifiers: environmentModifiers + other.environmentModifiers,
                environmentObjects: environmentObjects + other.environmentObjects)
        }

        /// The same medium without the view's own modifiers (what a view passes on to the
        /// views it encloses).
        func resettingViewModifiers() -> Medium {
            Medium(
                viewModifiers: [], transitiveViewModifiers: transitiveViewModifiers,
                environmentModifiers: environmentModifiers, environmentObjects: environmentObjects)
        }
    }
}

extension InspectableView {
    /// The view's value and the modifiers reaching it, read from the live graph.
    var content: InspectedContent { InspectedContent(node.view, medium: medium) }

    /// The modifiers reaching the view: those it inherits from the views above it (up to
    /// the inspected root), then its own.
    var medium: InspectedContent.Medium {
        var inherited: [ViewNode] = []
        var current = entry.parent
        while let ancestor = current, ancestor !== host.graph.root {
            if ancestor.appliedModifier != nil { inherited.append(ancestor) }
            current = ancestor.parent
        }
        let above = MediumSorter.sort(inherited.reversed(), expandingBodies: false).resettingViewModifiers()
        return above.appending(MediumSorter.sort(modifierNodes.reversed(), expandingBodies: true))
    }
}

/// Sorts modifier nodes into a ``Content/Medium``'s lists by what they are.
@MainActor
enum MediumSorter {
    /// The names of the modifiers a view inherits, as ViewInspector counts them transitive.
    static let transitiveNames: Set<String> = [
        "hidden", "disabled", "allowsHitTesting", "labelsHidden", "flipsForRightToLeftLayoutDirection",
        "preferredColorScheme",
    ]

    /// The names of the modifiers ViewInspector sees as views it looks through
    /// (`EquatableView`, `SubscriptionView`), not as modifiers: they are in no list.
    static let lookedThroughNames: Set<String> = ["equatable", "onReceive"]

    /// The medium of `nodes` (modifier nodes, outermost first); with `expandingBodies`, a
    /// custom modifier is followed by the modifiers its body applies to its content.
    static func sort(_ nodes: [ViewNode], expandingBodies: Bool) -> InspectedContent.Medium {
        var own: [Any] = [], transitive: [Any] = [], environment: [Any] = [], objects: [AnyObject] = []
        func add(_ node: ViewNode, expanding: Bool) {
            guard let modifier = node.appliedModifier else { return }
            let name = node.writtenModifierName
            if lookedThroughNames.contains(name) { return }
            if modifier is any EnvironmentKeyWriter {
                environment.append(modifier)
            } else if name == "environmentObject",
                let object = Mirror(reflecting: modifier).descendant("object").map({ $0 as AnyObject })
            {
                objects.append(object)
            } else if transitiveNames.contains(name) {
                transitive.append(modifier)
            } else {
                own.append(modifier)
                if expanding, ViewTypeTraits.of(node).isCustomModifier {
                    bodyModifiers(of: node).forEach { add($0, expanding: true) }
                }
            }
        }
        nodes.forEach { add($0, expanding: expandingBodies) }
        return InspectedContent.Medium(
            viewModifiers: own, transitiveViewModifiers: transitive, environmentModifiers: environment,
            environmentObjects: objects)
    }

    /// The modifier nodes a custom modifier's body applies to its content (those around the
    /// content's place, up to the body's container), outermost first; layers
    /// (`.overlay`, `.background`) are left out, as ViewInspector leaves them.
    static func bodyModifiers(of modifierNode: ViewNode) -> [ViewNode] {
        guard let content = modifierNode.modifiedContent, var current = content.parent?.parent else {
            return []
        }
        var found: [ViewNode] = []
        while current !== modifierNode, current.appliedModifier != nil {
            if !(current.appliedModifier is any InspectedLayer) { found.append(current) }
            guard let parent = current.parent else { break }
            current = parent
        }
        return found.reversed()
    }
}

/// Marks `_EnvironmentKeyWritingModifier`, whatever its value, and gives the value written.
@MainActor
protocol EnvironmentKeyWriter {
    var writtenAny: Any { get }
}
extension _EnvironmentKeyWritingModifier: EnvironmentKeyWriter {
    var writtenAny: Any { value }
}
