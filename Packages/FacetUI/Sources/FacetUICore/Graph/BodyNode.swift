import Foundation
import Observation

/// A node whose content comes from evaluating a body: a custom view (`body`) or a custom
/// modifier (`body(content:)`). It owns the dynamic properties' storage and re-evaluates
/// when the view value changes, an environment key it read changes, or an observed
/// value (`@State`, an `@Observable` model) it read is written.
@MainActor
class BodyNode<Content: View>: TypedNode<Content> {
    /// The storage of a lazy row built again is the one it had (``StateRestoration``).
    let storage = StateRestoration.take(for: Content.self) ?? DynamicPropertyStorage()

    /// The value whose dynamic properties are installed (the view or the modifier).
    var propertyOwner: Any { value }

    /// Produces the body for the current value.
    func makeBody() -> any View { value.body }

    @_spi(Inspection) public override var missingEnvironmentObjects: [String] {
        storage.missingEnvironmentObjects
    }

    override func mount() { evaluate() }

    override func didUpdate(valueChanged: Bool, environmentChanged: Bool) {
        if valueChanged || (environmentChanged && storage.readsChanged(in: environment)) {
            evaluate()
        } else if let child = children.first {
            child.propagate(environment: environment)
        }
    }

    override func invalidated() { evaluate() }

    /// Evaluates the body under observation and reconciles the child with it.
    final func evaluate() {
        graph.counters.bodiesEvaluated += 1
        graph.clearDirty(self)
        storage.begin(environment: environment)
        storage.install(into: propertyOwner)
        let body: any View
        if storage.missingEnvironmentObjects.isEmpty {
            body = graph.evaluating(self) { tracking { makeBody() } }
        } else {
            let message =
                "\(Content.self) shows nothing: no ObservableObject is supplied for "
                + "\(storage.missingEnvironmentObjects); a View.environmentObject(_:) may be missing "
                + "as an ancestor of this view"
            if !graph.warnings.contains(message) { graph.warn(message) }
            body = EmptyView()
        }
        let child = reconcile(children.first, withAny: body, environment: environment)
        if children.first !== child { children = [child] }
    }
}

extension BodyNode: StateOwningNode {
    var viewTypeID: ObjectIdentifier { ObjectIdentifier(Content.self) }
    var hasState: Bool { storage.hasState }
}

/// The node of a custom view.
@MainActor
final class CompositeNode<Content: View>: BodyNode<Content> {}
