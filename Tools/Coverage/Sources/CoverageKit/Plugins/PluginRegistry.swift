/// The plugins: every type conforming to ``CoveragePlugin`` in `Plugins/`. Nobody lists
/// them: `coverage report` finds them in the sources and writes
/// `PluginRegistry.generated.swift` (``declared``); `coverage report --check` fails when
/// that file is stale.
public enum PluginRegistry {
    /// The directory of the plugins, relative to the repository root.
    public static let sources = "Tools/Coverage/Sources/CoverageKit/Plugins"

    /// Every plugin, in report column order: the primary plugin (FacetUI) first, the
    /// required ones (Tests) last, the others by name in between.
    public static let all: [any CoveragePlugin] = ordered(declared)

    /// Plugins in report column order: by role (primary, informational, required), then by name.
    public static func ordered(_ plugins: [any CoveragePlugin]) -> [any CoveragePlugin] {
        plugins.sorted { lhs, rhs in
            lhs.role.rank != rhs.role.rank ? lhs.role.rank < rhs.role.rank : lhs.name < rhs.name
        }
    }
}

extension PluginRole {
    /// The place of a plugin's columns: primary first, required last.
    var rank: Int {
        switch self {
        case .primary: 0
        case .informational: 1
        case .required: 2
        }
    }
}
