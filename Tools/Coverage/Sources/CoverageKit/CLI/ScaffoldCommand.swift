import Foundation

/// `coverage scaffold NAME [--dry-run] [--force]`: the new-API workflow, automated.
enum ScaffoldCommand {
    /// Which entry a name means when several kinds share it.
    static let kindPreference: [APIKind] = [
        .view, .shape, .modifier, .styleProtocol, .style, .propertyWrapper, .gesture, .scene,
    ]

    static func run(_ rawArguments: [String], currentDirectory: URL, console: Console) throws -> Int32 {
        let arguments = try Arguments(rawArguments, flags: ["--dry-run", "--force"], valued: ["--root"])
        guard arguments.positional.count == 1, let rawName = arguments.positional.first else {
            throw CoverageError.usage("usage: coverage scaffold NAME [--dry-run] [--force] [--root DIR]")
        }
        guard ScaffoldName.isValid(rawName) else { throw CoverageError.invalidName(rawName) }
        let name = rawName.hasPrefix(".") ? String(rawName.dropFirst()) : rawName
        let root = try CoverageCommand.root(arguments, currentDirectory: currentDirectory)
        let output = try ReportGenerator(root: root).generate()
        let catalog = Catalog(entries: output.analysis.statuses.map(\.entry))
        let candidates = catalog.entries(named: name)
        guard
            let entry = kindPreference.lazy.compactMap({ kind in candidates.first { $0.kind == kind } }).first
        else {
            throw CoverageError.unknownName(
                name, suggestions: ScaffoldName.suggestions(for: name, in: catalog.names))
        }
        let status = output.analysis.status(of: entry)?.status
        if status == .supported {
            console.print("\(entry.displayName) is already supported; nothing to scaffold")
            return 0
        }
        if let reason = entry.notApplicable {
            console.print("\(entry.displayName) is not applicable on Linux: \(reason); nothing to scaffold")
            return 1
        }
        let plan = try ScaffoldPlanner(root: root, catalog: catalog, analysis: output.analysis).plan(
            for: entry)
        console.print(plan.text)
        if arguments.flags.contains("--dry-run") {
            console.print("\n--dry-run: nothing written")
            return 0
        }
        try write(plan, root: root, force: arguments.flags.contains("--force"))
        console.print("")
        for file in plan.files {
            console.print("\(file.action == .create ? "created" : "extended") \(file.path)")
        }
        console.print(
            "next: run `swift build --build-tests`, then `swift run coverage report` (it reports \(entry.displayName) as pending)"
        )
        return 0
    }

    /// Writes the plan's files: checks every path first (inside the repository; existing
    /// files only with `--force`), then writes.
    static func write(_ plan: ScaffoldPlan, root: URL, force: Bool) throws {
        let base = root.standardizedFileURL.path + "/"
        var existing: [String] = []
        for file in plan.files {
            let url = root.appendingPathComponent(file.path).standardizedFileURL
            guard url.path.hasPrefix(base) else { throw CoverageError.outsideRepository(url.path) }
            if file.action == .create, FileManager.default.fileExists(atPath: url.path) {
                existing.append(file.path)
            }
        }
        if !existing.isEmpty, !force { throw CoverageError.fileExists(existing) }
        for file in plan.files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var text = file.contents
            if file.action == .extend {
                let current = try String(contentsOf: url, encoding: .utf8)
                text = current + (current.hasSuffix("\n") ? "" : "\n") + file.contents
            }
            try AtomicFile.write(text, to: url)
        }
    }
}
