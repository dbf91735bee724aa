import Foundation

/// The `coverage` command line: dispatches to the subcommands and turns errors into
/// messages and exit codes.
public enum CoverageCommand {
    /// The usage text.
    public static let usage = """
        usage: coverage <command> [options]

          catalog import FILE.swiftinterface...   rebuild Tools/Coverage/Catalog from SDK interfaces
          catalog annotate                        re-apply Tools/Coverage/Data to the catalog
          report [--check] [--json]               regenerate readiness.md and unsupported_apis.md
          scaffold NAME [--dry-run] [--force]     scaffold support for a view type, modifier or style,
                                                  or what a partial one lacks; NAME may be a selector
                                                  naming one overload: "Text(_:format:)", ".padding(_:_:)"

        options: --root DIR   the repository root (default: found from the current directory)
        """

    /// Runs the command line; returns the exit code.
    public static func run(arguments: [String], currentDirectory: URL, console: Console) -> Int32 {
        do {
            guard let command = arguments.first else {
                console.error(usage)
                return 2
            }
            let rest = Array(arguments.dropFirst())
            switch command {
            case "catalog":
                return try CatalogCommand.run(rest, currentDirectory: currentDirectory, console: console)
            case "report":
                return try ReportCommand.run(rest, currentDirectory: currentDirectory, console: console)
            case "scaffold":
                return try ScaffoldCommand.run(rest, currentDirectory: currentDirectory, console: console)
            case "help", "--help", "-h":
                console.print(usage)
                return 0
            default:
                throw CoverageError.usage("unknown command '\(command)'\n\(usage)")
            }
        } catch let error as CoverageError {
            console.error("error: \(error.description)")
            return error.exitCode
        } catch let error as CustomStringConvertible {
            console.error("error: \(error.description)")
            return 1
        } catch {
            console.error("error: \(error)")
            return 1
        }
    }

    /// The repository root from `--root` or the current directory.
    static func root(_ arguments: Arguments, currentDirectory: URL) throws -> URL {
        if let explicit = arguments.options["--root"] {
            let url =
                (explicit.hasPrefix("/")
                ? URL(fileURLWithPath: explicit) : currentDirectory.appendingPathComponent(explicit))
                .standardizedFileURL
            guard RepositoryRoot.isRoot(url) else { throw CoverageError.noRepositoryRoot(url.path) }
            return url
        }
        return try RepositoryRoot.find(from: currentDirectory)
    }
}
