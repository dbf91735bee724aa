import FacetUI

/// A version of visionOS (Apple Vision Pro), so that an `.introspect` written for SwiftUI-Introspect with
/// `.visionOS(...)` compiles on Linux. visionOS never runs there: its versions have no
/// ``condition`` and never match a backend, so a `.visionOS(...)` predicate does nothing; list
/// the Linux backends next to it (`.terminal(.v1)`, `.gtk(.v4_8)`) to act on them.
///
/// ```swift
/// List { Text("Row") }
///     .introspect(.list, on: .visionOS(.v26), .terminal(.v1)) { list in list.wheelStep = 1 }
/// ```
public struct visionOSVersion: PlatformVersion, CustomStringConvertible {
    /// Where the version stands relative to the running visionOS: `nil`, as visionOS is not running.
    @_spi(Internals)
    public let condition: PlatformVersionCondition?
    /// The version's place among the declared ones (for ranges such as `.v1...`).
    let ordinal: Int
    /// `v1`, …
    public let description: String

    /// A version whose condition `condition` computes (SwiftUI-Introspect's initialiser).
    @_spi(Internals)
    public init(condition: () -> PlatformVersionCondition?) {
        self.condition = condition()
        ordinal = Int.max
        description = "visionOS (custom)"
    }

    private init(ordinal: Int, name: String) {
        condition = nil
        self.ordinal = ordinal
        description = name
    }

    /// visionOS 1: never the running platform on Linux.
    public static let v1 = Self(ordinal: 0, name: "v1")
    /// visionOS 2: never the running platform on Linux.
    public static let v2 = Self(ordinal: 1, name: "v2")
    /// visionOS 26: never the running platform on Linux.
    public static let v26 = Self(ordinal: 2, name: "v26")
    /// visionOS 27: never the running platform on Linux.
    public static let v27 = Self(ordinal: 3, name: "v27")

    /// `nil`: visionOS is never a Linux backend.
    @MainActor
    public static func running(on backend: any Backend) -> Self? { nil }

    /// Versions are ordered by release.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.ordinal < rhs.ordinal }

    /// Versions are equal when they are the same release.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }
}
