import Foundation

/// Finds the repository root: the nearest directory, from the current one upwards, that
/// holds both `Package.swift` and `Packages/`.
public enum RepositoryRoot {
    /// The root above (or at) `start`.
    public static func find(from start: URL) throws -> URL {
        var directory = start.standardizedFileURL
        while true {
            if isRoot(directory) { return directory }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { throw CoverageError.noRepositoryRoot(start.path) }
            directory = parent
        }
    }

    /// Whether a directory is a repository root.
    public static func isRoot(_ directory: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
            && FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("Packages").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
