import Foundation

/// Writes files whole: the text goes to a temporary file next to the target
/// (`.<name>.<pid>-<random>.tmp`), which is then renamed over it. A failed write removes the
/// temporary file, so an error never leaves one behind; one left by a killed process is
/// swept by ``removeLeftovers(in:)`` the next time its directory is written.
public enum AtomicFile {
    /// The suffix of temporary files.
    static let temporarySuffix = ".tmp"

    /// Writes `text` to `url`, replacing what is there.
    public static func write(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-"
                + "\(UUID().uuidString.prefix(8))\(temporarySuffix)")
        do {
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CoverageError.unwritable(url.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let error = error as? CoverageError { throw error }
            throw CoverageError.unwritable(url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Writes `text` to `url` unless the file already holds it; returns whether it wrote.
    @discardableResult
    public static func update(_ text: String, at url: URL) throws -> Bool {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return false }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(text, to: url)
        return true
    }

    /// Removes the hidden temporary files (`.*.tmp`) an interrupted write left in a
    /// directory; returns their names.
    @discardableResult
    public static func removeLeftovers(in directory: URL) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let leftovers = names.filter { $0.hasPrefix(".") && $0.hasSuffix(temporarySuffix) }.sorted()
        for name in leftovers {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        return leftovers
    }
}
