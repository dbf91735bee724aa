import Foundation

/// `coverage report [--check] [--json]`: regenerates `readiness.md` and
/// `unsupported_apis.md` and prints a summary; `--check` writes nothing and fails with a
/// short diff when a file is stale; `--json` prints the summary as JSON.
enum ReportCommand {
    static func run(_ rawArguments: [String], currentDirectory: URL, console: Console) throws -> Int32 {
        let arguments = try Arguments(rawArguments, flags: ["--check", "--json"], valued: ["--root"])
        guard arguments.positional.isEmpty else {
            throw CoverageError.usage("usage: coverage report [--check] [--json] [--root DIR]")
        }
        let root = try CoverageCommand.root(arguments, currentDirectory: currentDirectory)
        let generator = ReportGenerator(root: root)
        let output = try generator.generate()
        let files = [
            (ReportGenerator.readinessFile, output.readiness),
            (ReportGenerator.unsupportedFile, output.unsupported),
        ]
        let summary = CoverageSummary(output.analysis)
        var exitCode: Int32 = 0
        if arguments.flags.contains("--check") {
            for (name, text) in files {
                let url = root.appendingPathComponent(name)
                let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                if let diff = TextDiff.short(old: existing, new: text) {
                    console.error(
                        "\(name) is stale; run `swift run coverage report` and commit the result:\n\(diff)")
                    exitCode = 1
                }
            }
        } else {
            for (name, text) in files {
                try AtomicFile.update(text, at: root.appendingPathComponent(name))
            }
        }
        if arguments.flags.contains("--json") {
            console.print(try summary.json())
        } else {
            console.print(summary.text(plugins: generator.plugins))
            if exitCode == 0 {
                console.print(
                    arguments.flags.contains("--check")
                        ? "readiness.md and unsupported_apis.md are up to date"
                        : "wrote readiness.md and unsupported_apis.md")
            }
        }
        return exitCode
    }
}
