import Foundation

/// What parsing each source and test file gave, remembered between runs so that a run
/// parses only the files whose text changed (parsing is nearly all of a report's time).
///
/// It lives in SwiftPM's build directory, `<root>/.build/coverage-cache/`, one file per
/// executable (the `coverage` tool, a test runner); without a `.build` directory nothing is
/// cached. A file's result is reused only when its text has the same length and hash as
/// when it was parsed, and the whole cache is dropped when the executable changed (another
/// size or modification date), so a rebuilt indexer never reads the old one's results: a
/// report is the same with or without the cache.
public final class ParseCache: @unchecked Sendable {
    /// What one file gave, with the text it came from.
    struct Parsed<Value: Codable & Sendable>: Codable, Sendable {
        var length: Int
        var hash: UInt64
        var value: Value
    }

    /// The stored form.
    struct Stored: Codable {
        var tool: String
        var declarations: [String: Parsed<[SourceDeclaration]>] = [:]
        var tests: [String: Parsed<[TestCase]>] = [:]
    }

    private var stored: Stored
    private var changed = false
    private let lock = NSLock()
    /// The cache file; nil for a cache kept in memory only.
    let url: URL?

    /// The executable running, as the cache knows it: path, size and modification date.
    static let tool: (path: String, identity: String) = {
        let executable =
            FileManager.default.fileExists(atPath: "/proc/self/exe")
            ? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            : (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        let attributes = (try? FileManager.default.attributesOfItem(atPath: executable.path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return (executable.path, "v1 \(executable.path) \(size) \(date)")
    }()

    /// A cache in memory only.
    public init() {
        stored = Stored(tool: Self.tool.identity)
        url = nil
    }

    /// The cache of a repository: the one the running executable left in `<root>/.build`,
    /// empty when there is none or it is another executable's; nil without a `.build`.
    public init?(root: URL) {
        let build = root.appendingPathComponent(".build")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: build.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return nil }
        let name = String(Self.hash(Array(Self.tool.path.utf8)), radix: 16)
        url = build.appendingPathComponent("coverage-cache/\(name).json")
        stored = Stored(tool: Self.tool.identity)
        if let url, let data = try? Data(contentsOf: url),
            let previous = try? JSONDecoder().decode(Stored.self, from: data), previous.tool == stored.tool
        {
            stored = previous
        }
    }

    /// The declarations of a file's text, parsed unless this text was parsed before.
    func declarations(file: String, text: String, parse: () -> [SourceDeclaration]) -> [SourceDeclaration] {
        lookUp(\.declarations, file: file, text: text, parse: parse)
    }

    /// The tests of a file's text, parsed unless this text was parsed before.
    func tests(file: String, text: String, parse: () -> [TestCase]) -> [TestCase] {
        lookUp(\.tests, file: file, text: text, parse: parse)
    }

    private func lookUp<Value: Codable & Sendable>(
        _ table: WritableKeyPath<Stored, [String: Parsed<Value>]>, file: String, text: String,
        parse: () -> Value
    ) -> Value {
        let bytes = Array(text.utf8)
        let hash = Self.hash(bytes)
        if let hit = lock.withLock({ stored[keyPath: table][file] }), hit.length == bytes.count,
            hit.hash == hash
        {
            return hit.value
        }
        let value = parse()
        lock.withLock {
            stored[keyPath: table][file] = Parsed(length: bytes.count, hash: hash, value: value)
            changed = true
        }
        return value
    }

    /// Writes the cache when a file was parsed, leaving out files that no longer exist.
    public func save(root: URL) {
        guard let url, lock.withLock({ changed }) else { return }
        let exists = { (file: String) in
            FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path)
        }
        var kept = lock.withLock { stored }
        kept.declarations = kept.declarations.filter { exists($0.key) }
        kept.tests = kept.tests.filter { exists($0.key) }
        guard let data = try? JSONEncoder().encode(kept) else { return }
        // A cache that cannot be written only costs the next run its time.
        _ = try? AtomicFile.update(String(decoding: data, as: UTF8.self), at: url)
        lock.withLock { changed = false }
    }

    /// FNV-1a, 64 bits: stable between runs (`Hasher` is seeded per process).
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
