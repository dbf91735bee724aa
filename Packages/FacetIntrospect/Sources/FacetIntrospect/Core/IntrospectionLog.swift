import Foundation

/// Debug lines explaining why an `.introspect` did nothing, on standard error, only when
/// the environment variable `FACET_INTROSPECT_DEBUG` is `1`.
enum IntrospectionLog {
    /// Whether debug lines are written (read once).
    static let isEnabled = ProcessInfo.processInfo.environment["FACET_INTROSPECT_DEBUG"] == "1"

    /// Writes `message` when enabled.
    static func debug(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data("[FacetIntrospect] \(message())\n".utf8))
    }
}
