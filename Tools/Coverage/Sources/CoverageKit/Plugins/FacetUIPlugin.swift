import Foundation

/// FacetUI: is the API declared, with which initializers, overloads and shorthands?
/// Reads every module of `Packages/FacetUI/Sources` but the terminal toolkit
/// (`FacetTerminal`): the core `FacetUICore`, where SwiftUI's API is declared, and the
/// umbrella `FacetUI` (the terminal backend and `App.main()`).
public struct FacetUIPlugin: CoveragePlugin {
    public let name = "FacetUI"
    public let packagePath: String? = "Packages/FacetUI"
    public let columns = [ReportColumn("DSL")]
    public let role = PluginRole.primary

    /// The package's module directories.
    public static let modules = "Packages/FacetUI/Sources"
    /// The core module, where SwiftUI's API is declared and the scaffolder places new
    /// declarations.
    public static let sources = "\(modules)/FacetUICore"
    /// Modules that declare no SwiftUI API.
    public static let excludedModules: Set<String> = ["FacetTerminal"]

    /// Creates the plugin.
    public init() {}

    /// The module directories scanned, relative to the root, sorted.
    public static func sourceDirectories(root: URL) -> [String] {
        SourceFiles.subdirectories(of: root.appendingPathComponent(modules))
            .map(\.lastPathComponent).filter { !excludedModules.contains($0) }
            .map { "\(modules)/\($0)" }
    }

    public func scan(_ context: ScanContext) throws -> PluginResult {
        try DeclarationCoverage.scan(sources: Self.sourceDirectories(root: context.root), in: context)
    }
}
