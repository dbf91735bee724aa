/// The plugins, in report column order. Adding a package means adding its plugin here.
public enum PluginRegistry {
    /// Every plugin.
    public static let all: [any CoveragePlugin] = [
        FacetUIPlugin(),
        FacetInspectorPlugin(),
        FacetIntrospectPlugin(),
        FacetEnginePlugin(),
        TestsPlugin(),
    ]
}
