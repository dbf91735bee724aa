import Foundation

/// Reads and writes the catalog directory (`Tools/Coverage/Catalog`), one file per kind.
public struct CatalogStore: Sendable {
    /// The catalog directory.
    public var directory: URL

    /// A store for a directory.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The store of a repository: `<root>/Tools/Coverage/Catalog`.
    public init(root: URL) {
        self.init(directory: root.appendingPathComponent("Tools/Coverage/Catalog"))
    }

    /// The file holding the entries of one kind.
    public func file(for kind: APIKind) -> URL {
        directory.appendingPathComponent(kind.catalogFileName)
    }

    /// Whether a catalog exists here.
    public var exists: Bool {
        APIKind.allCases.contains { FileManager.default.fileExists(atPath: file(for: $0).path) }
    }

    /// Loads the catalog; a missing kind file means no entries of that kind.
    public func load() throws -> Catalog {
        guard exists else { throw CoverageError.missingCatalog(directory.path) }
        var entries: [CatalogEntry] = []
        for kind in APIKind.allCases {
            let url = file(for: kind)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let parsed = try CatalogFormat.parse(text, file: url.path)
            if let wrong = parsed.first(where: { $0.kind != kind }) {
                throw CoverageError.invalidCatalog(
                    "\(url.path): entry '\(wrong.id)' belongs in \(wrong.kind.catalogFileName)")
            }
            entries += parsed
        }
        return Catalog(entries: entries)
    }

    /// Writes every kind file. All texts are rendered first and written through temporary
    /// files (``AtomicFile``), so a failure leaves each file whole and no temporary file
    /// behind; temporary files an interrupted save left (`.views.catalog.tmp`) are removed.
    public func save(_ catalog: Catalog, sources: [String]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let texts = APIKind.allCases.map {
            ($0, CatalogFormat.format(catalog.entries, kind: $0, sources: sources))
        }
        try AtomicFile.removeLeftovers(in: directory)
        for (kind, text) in texts {
            try AtomicFile.write(text, to: file(for: kind))
        }
    }
}
