import Foundation

/// Warnings written once each on standard error, outside any graph: resources an app names
/// but does not have (an image, an asset catalog colour, as SwiftUI logs them), views a
/// canvas symbol cannot draw.
enum OneTimeWarnings {
    nonisolated(unsafe) private static var reported: Set<String> = []
    private static let lock = NSLock()

    /// Writes `message` unless a warning with the same `key` was written before.
    static func report(_ message: String, key: String) {
        let isNew = lock.withLock { reported.insert(key).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
}
