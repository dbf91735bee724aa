import FacetUI

/// A version of tvOS (Apple TV), so that an `.introspect` written for SwiftUI-Introspect with
/// `.tvOS(...)` compiles on Linux. tvOS never runs there: its versions have no
/// ``condition`` and never match a backend, so a `.tvOS(...)` predicate does nothing; list
/// the Linux backends next to it (`.terminal(.v1)`, `.gtk(.v4_8)`) to act on them.
///
/// ```swift
/// List { Text("Row") }
///     .introspect(.list, on: .tvOS(.v26), .terminal(.v1)) { list in list.wheelStep = 1 }
/// ```
public struct tvOSVersion: PlatformVersion, CustomStringConvertible {
    /// Where the version stands relative to the running tvOS: `nil`, as tvOS is not running.
    @_spi(Internals)
    public let condition: PlatformVersionCondition?
    /// The version's place among the declared ones (for ranges such as `.v13...`).
    let ordinal: Int
    /// `v13`, …
    public let description: String

    /// A version whose condition `condition` computes (SwiftUI-Introspect's initialiser).
    @_spi(Internals)
    public init(condition: () -> PlatformVersionCondition?) {
        self.condition = condition()
        ordinal = Int.max
        description = "tvOS (custom)"
    }

    private init(ordinal: Int, name: String) {
        condition = nil
        self.ordinal = ordinal
        description = name
    }

    /// tvOS 13: never the running platform on Linux.
    public static let v13 = Self(ordinal: 0, name: "v13")
    /// tvOS 14: never the running platform on Linux.
    public static let v14 = Self(ordinal: 1, name: "v14")
    /// tvOS 15: never the running platform on Linux.
    public static let v15 = Self(ordinal: 2, name: "v15")
    /// tvOS 16: never the running platform on Linux.
    public static let v16 = Self(ordinal: 3, name: "v16")
    /// tvOS 17: never the running platform on Linux.
    public static let v17 = Self(ordinal: 4, name: "v17")
    /// tvOS 18: never the running platform on Linux.
    public static let v18 = Self(ordinal: 5, name: "v18")
    /// tvOS 26: never the running platform on Linux.
    public static let v26 = Self(ordinal: 6, name: "v26")
    /// tvOS 27: never the running platform on Linux.
    public static let v27 = Self(ordinal: 7, name: "v27")

    /// `nil`: tvOS is never a Linux backend.
    @MainActor
    public static func running(on backend: any Backend) -> Self? { nil }

    /// Versions are ordered by release.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.ordinal < rhs.ordinal }

    /// Versions are equal when they are the same release.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }
}
