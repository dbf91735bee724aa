import Foundation

/// `coverage scaffold NAME|SELECTOR [--dry-run] [--force]`: the new-API workflow, automated.
enum ScaffoldCommand {
    static func run(_ rawArguments: [String], currentDirectory: URL, console: Console) throws -> Int32 {
        let arguments = try Arguments(rawArguments, flags: ["--dry-run", "--force"], valued: ["--root"])
        guard arguments.positional.count == 1, let rawName = arguments.positional.first else {
            throw CoverageError.usage(
                "usage: coverage scaffold NAME|SELECTOR [--dry-run] [--force] [--root DIR]"
                    + " (SELECTOR: `Text(_:format:)`, `.padding(_:_:)`, `PrimitiveButtonStyle.bordered`)")
        }
        guard let request = ScaffoldRequest(rawName) else { throw CoverageError.invalidName(rawName) }
        let root = try CoverageCommand.root(arguments, currentDirectory: currentDirectory)
        let output = try ReportGenerator(root: root).generate()
        let catalog = Catalog(entries: output.analysis.statuses.map(\.entry))
        let target = try ScaffoldTarget.resolve(
            request, in: catalog, selectors: CatalogSelectors(catalog: catalog))
        let entry = target.entry
        if target.members == nil, output.analysis.status(of: entry)?.status == .supported {
            console.print("\(entry.displayName) is already supported; nothing to scaffold")
            return 0
        }
        if let reason = entry.notApplicable {
            console.print("\(target.display) is not applicable on Linux: \(reason); nothing to scaffold")
            return 1
        }
        let plan = try ScaffoldPlanner(root: root, catalog: catalog, analysis: output.analysis).plan(
            for: target, force: arguments.flags.contains("--force"), request: request.text)
        if let message = plan.nothingToAdd {
            console.print(message)
            return 0
        }
        console.print(plan.text)
        if arguments.flags.contains("--dry-run") {
            console.print("\n--dry-run: nothing written")
            if let conflict = plan.conflict { throw conflict }
            return 0
        }
        if let conflict = plan.conflict { throw conflict }
        try write(plan, root: root)
        console.print("")
        for file in plan.files {
            let done: String =
                switch file.action {
                case .create: "created"
                case .extend: "extended"
                case .replace: "replaced"
                }
            console.print("\(done) \(file.path)")
        }
        console.print(
            "next: run `swift build --build-tests`, then `swift run coverage report` (what was scaffolded counts as pending\(plan.mode == .new ? "" : "; \(entry.displayName) stays partial until it is implemented"))"
        )
        return 0
    }

    /// Writes the plan's files: checks every path first (inside the repository; a new file
    /// must not exist, a file to extend or replace must be one the scaffold wrote, and one to
    /// replace must still be entirely pending), then writes.
    static func write(_ plan: ScaffoldPlan, root: URL) throws {
        let base = root.standardizedFileURL.path + "/"
        var existing: [String] = []
        var refused: [String] = []
        for file in plan.files {
            let url = root.appendingPathComponent(file.path).standardizedFileURL
            guard url.path.hasPrefix(base) else { throw CoverageError.outsideRepository(url.path) }
            let current = try? String(contentsOf: url, encoding: .utf8)
            switch file.action {
            case .create:
                if FileManager.default.fileExists(atPath: url.path) { existing.append(file.path) }
            case .extend:
                // A modifier's category file is extended whoever wrote it; it must exist.
                if current == nil { refused.append("\(file.path): no longer exists") }
            case .replace:
                if let current, !ScaffoldedFile.isScaffolded(current) {
                    refused.append("\(file.path): exists and was not written by the scaffold")
                } else if let current, let code = ScaffoldedFile.implementedCode(in: current, file: file.path)
                {
                    refused.append("\(file.path):\(code.line): \(code.what)")
                }
            }
        }
        if !refused.isEmpty { throw CoverageError.notReplaced(refused) }
        if !existing.isEmpty { throw CoverageError.fileExists(existing) }
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
