import FacetUI

/// The modifier behind `introspect(_:on:scope:customize:)`: a node-observing modifier that
/// finds the widget through the view graph after each transaction that built or updated it.
struct IntrospectionModifier<SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity>:
    NodeObservingModifier
{
    typealias Body = Never

    let viewType: SwiftUIViewType
    let platforms: [PlatformViewVersionPredicate<SwiftUIViewType, PlatformSpecificEntity>]
    let scope: IntrospectionScope
    let customize: (PlatformSpecificEntity) -> Void

    func makeCoordinator() -> IntrospectionCoordinator<PlatformSpecificEntity> {
        IntrospectionCoordinator()
    }

    func nodeDidMount(_ node: ViewNode, coordinator: IntrospectionCoordinator<PlatformSpecificEntity>) {
        coordinator.customize = customize
        resolve(node, coordinator: coordinator)
    }

    func nodeDidUpdate(_ node: ViewNode, coordinator: IntrospectionCoordinator<PlatformSpecificEntity>) {
        coordinator.customize = customize
        resolve(node, coordinator: coordinator)
    }

    func nodeDidUnmount(_ node: ViewNode, coordinator: IntrospectionCoordinator<PlatformSpecificEntity>) {
        coordinator.tearDown()
    }

    /// Finds the widget for the running backend and hands it over when it is new.
    private func resolve(_ node: ViewNode, coordinator: IntrospectionCoordinator<PlatformSpecificEntity>) {
        let backend = node.graph.backend
        guard let selector = platforms.lazy.compactMap({ $0.selector(backend) }).first else {
            IntrospectionLog.debug(
                "\(SwiftUIViewType.self): the backend \(type(of: backend)) at its running version is not listed "
                    + "(listed: \(platforms.map(\.summary).joined(separator: "; "))); nothing to do")
            coordinator.stop()
            return
        }
        guard let match = selector.select(from: node, scope: scope) else {
            IntrospectionLog.debug(
                "\(SwiftUIViewType.self): no \(PlatformSpecificEntity.self) found in scope \(scopeName) "
                    + "(receiver's first widget: \(WidgetSearch.firstWidgetDescription(in: node)); "
                    + "ancestor widgets: \(WidgetSearch.ancestorWidgetDescription(of: node)))")
            coordinator.stop()
            return
        }
        coordinator.adopt(match.widget, node: match.node)
    }

    private var scopeName: String {
        [(IntrospectionScope.receiver, ".receiver"), (.ancestor, ".ancestor")]
            .filter { scope.contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
