/// Where a platform version stands relative to the one running: SwiftUI-Introspect's
/// condition. On Linux, Apple platforms' versions (``iOSVersion``, ``macOSVersion``…) have
/// none (`nil`): they are never the running platform.
@_spi(Internals)
public enum PlatformVersionCondition: Sendable {
    /// An earlier version than the one running.
    case past
    /// The version running.
    case current
    /// A later version than the one running.
    case future
}
