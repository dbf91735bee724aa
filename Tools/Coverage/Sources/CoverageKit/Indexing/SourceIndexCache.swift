import Foundation

/// Source indexes read once per run: plugins and generated lists may read the same
/// directories (FacetInspector's sources for its plugin and for its list of known view types).
public final class SourceIndexCache: @unchecked Sendable {
    private var indexes: [[String]: SourceIndex] = [:]
    private let lock = NSLock()
    /// What parsing files gave in earlier runs, if it is remembered.
    public let parsed: ParseCache?

    /// An empty cache, over the results of earlier runs if `parsed` is given.
    public init(parsed: ParseCache? = nil) {
        self.parsed = parsed
    }

    /// The index of the `.swift` files under `directories`, read the first time it is asked for.
    public func index(directories: [URL], root: URL) throws -> SourceIndex {
        let key = directories.map(\.standardizedFileURL.path)
        if let cached = lock.withLock({ indexes[key] }) { return cached }
        let index = try SourceIndexer.index(directories: directories, root: root, cache: parsed)
        lock.withLock { indexes[key] = index }
        return index
    }
}
