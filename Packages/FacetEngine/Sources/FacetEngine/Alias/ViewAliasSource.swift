import FacetUI

/// A source supplied for an alias, with the one supplied further out (which the source's
/// own aliases stand for). Compared field by field, so an equal source leaves the aliases
/// alone.
struct ViewAliasSource {
    var view: any View
    var outer: ViewAliasSourceBox?
}

/// Boxes the outer source (a struct cannot hold itself).
final class ViewAliasSourceBox: Equatable {
    let source: ViewAliasSource
    init(_ source: ViewAliasSource) { self.source = source }

    static func == (lhs: ViewAliasSourceBox, rhs: ViewAliasSourceBox) -> Bool { lhs === rhs }
}

extension ViewAliasSource {
    init(view: any View, outer: ViewAliasSource?) {
        self.init(view: view, outer: outer.map(ViewAliasSourceBox.init))
    }
}

/// The environment key holding the source of `Alias`.
enum ViewAliasKey<Alias: ViewAlias>: EnvironmentKey {
    static var defaultValue: ViewAliasSource? { nil }
}

/// Names the source of `Alias` in the environment.
struct ViewAliasSlot<Alias: ViewAlias>: Hashable, Sendable {}

extension EnvironmentValues {
    /// The source supplied for an alias type.
    subscript<Alias: ViewAlias>(viewAlias _: ViewAliasSlot<Alias>) -> ViewAliasSource? {
        get { self[ViewAliasKey<Alias>.self] }
        set { self[ViewAliasKey<Alias>.self] = newValue }
    }
}

/// Builds the source of `Alias`, with the alias standing for the outer source inside it,
/// or the alias's default body.
struct ViewAliasResolver<Alias: ViewAlias>: InputReadingView {
    var alias: Alias
    @Environment(\.[viewAlias: ViewAliasSlot<Alias>()]) private var source

    typealias Body = Never

    func body(inputs: ViewInputs) -> any View {
        guard let source else { return alias.defaultBody }
        func build<Source: View>(_ view: Source) -> any View {
            view.environment(\.[viewAlias: ViewAliasSlot<Alias>()], source.outer?.source)
        }
        return build(source.view)
    }
}
