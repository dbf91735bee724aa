import Foundation

/// `coverage report [--check] [--json]`: regenerates `readiness.md`, `unsupported_apis.md`
/// and the generated lists (``GeneratedList``) and prints a summary; `--check` writes
/// nothing and fails with a short diff when a file is stale; `--json` prints the summary
/// as JSON.
///
/// A run that rewrites a list compiled into the tool itself (its plugin registry) ran the
/// old plugins: it leaves the reports alone and fails, asking for another run, which
/// rebuilds the tool with the new list.
enum ReportCommand {
    static func run(_ rawArguments: [String], currentDirectory: URL, console: Console) throws -> Int32 {
        let arguments = try Arguments(rawArguments, flags: ["--check", "--json"], valued: ["--root"])
        guard arguments.positional.isEmpty else {
            throw CoverageError.usage("usage: coverage report [--check] [--json] [--root DIR]")
        }
        let root = try CoverageCommand.root(arguments, currentDirectory: currentDirectory)
        let generator = ReportGenerator(root: root)
        let output = try generator.generate()
        let reports = [
            (ReportGenerator.readinessFile, output.readiness),
            (ReportGenerator.unsupportedFile, output.unsupported),
        ]
        let summary = CoverageSummary(output.analysis)
        var exitCode: Int32 = 0
        var wroteTheTool = false
        func existing(_ path: String) -> String {
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        if arguments.flags.contains("--check") {
            for (path, text) in output.generated.map({ ($0.list.output, $0.text) }) + reports {
                if let diff = TextDiff.short(old: existing(path), new: text) {
                    console.error(
                        "\(path) is stale; run `\(GeneratedList.command)` and commit the result:\n\(diff)")
                    exitCode = 1
                }
            }
        } else {
            for file in output.generated {
                guard try AtomicFile.update(file.text, at: root.appendingPathComponent(file.list.output))
                else {
                    continue
                }
                console.print("wrote \(file.list.output)")
                wroteTheTool = wroteTheTool || file.list.isPartOfTheTool
            }
            if wroteTheTool {
                let paths = output.generated.filter(\.list.isPartOfTheTool).map(\.list.output)
                console.error(
                    "\(paths.joined(separator: ", ")) changed, so this run used the previous plugins: "
                        + "readiness.md and unsupported_apis.md were not written; "
                        + "run `\(GeneratedList.command)` again (it rebuilds the tool with the new list)")
                exitCode = 1
            } else {
                for (path, text) in reports {
                    try AtomicFile.update(text, at: root.appendingPathComponent(path))
                }
            }
        }
        if wroteTheTool { return exitCode }
        if arguments.flags.contains("--json") {
            console.print(try summary.json())
        } else {
            console.print(summary.text(plugins: generator.plugins))
            if exitCode == 0 {
                let checked =
                    reports.map(\.0)
                    + output.generated.map { URL(fileURLWithPath: $0.list.output).lastPathComponent }
                console.print(
                    arguments.flags.contains("--check")
                        ? "\(checked.dropLast().joined(separator: ", ")) and \(checked.last!) are up to date"
                        : "wrote readiness.md and unsupported_apis.md")
            }
        }
        return exitCode
    }
}
