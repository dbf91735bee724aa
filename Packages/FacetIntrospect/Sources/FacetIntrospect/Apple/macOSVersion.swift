import FacetUI

/// A version of macOS (the Mac), so that an `.introspect` written for SwiftUI-Introspect with
/// `.macOS(...)` compiles on Linux. macOS never runs there: its versions have no
/// ``condition`` and never match a backend, so a `.macOS(...)` predicate does nothing; list
/// the Linux backends next to it (`.terminal(.v1)`, `.gtk(.v4_8)`) to act on them.
///
/// ```swift
/// List { Text("Row") }
///     .introspect(.list, on: .macOS(.v26), .terminal(.v1)) { list in list.wheelStep = 1 }
/// ```
public struct macOSVersion: PlatformVersion, CustomStringConvertible {
    /// Where the version stands relative to the running macOS: `nil`, as macOS is not running.
    @_spi(Internals)
    public let condition: PlatformVersionCondition?
    /// The version's place among the declared ones (for ranges such as `.v10_15...`).
    let ordinal: Int
    /// `v10_15`, …
    public let description: String

    /// A version whose condition `condition` computes (SwiftUI-Introspect's initialiser).
    @_spi(Internals)
    public init(condition: () -> PlatformVersionCondition?) {
        self.condition = condition()
        ordinal = Int.max
        description = "macOS (custom)"
    }

    private init(ordinal: Int, name: String) {
        condition = nil
        self.ordinal = ordinal
        description = name
    }

    /// macOS 10.15: never the running platform on Linux.
    public static let v10_15 = Self(ordinal: 0, name: "v10_15")
    /// macOS 10.15.4: never the running platform on Linux.
    public static let v10_15_4 = Self(ordinal: 1, name: "v10_15_4")
    /// macOS 11: never the running platform on Linux.
    public static let v11 = Self(ordinal: 2, name: "v11")
    /// macOS 12: never the running platform on Linux.
    public static let v12 = Self(ordinal: 3, name: "v12")
    /// macOS 13: never the running platform on Linux.
    public static let v13 = Self(ordinal: 4, name: "v13")
    /// macOS 14: never the running platform on Linux.
    public static let v14 = Self(ordinal: 5, name: "v14")
    /// macOS 15: never the running platform on Linux.
    public static let v15 = Self(ordinal: 6, name: "v15")
    /// macOS 26: never the running platform on Linux.
    public static let v26 = Self(ordinal: 7, name: "v26")
    /// macOS 27: never the running platform on Linux.
    public static let v27 = Self(ordinal: 8, name: "v27")

    /// `nil`: macOS is never a Linux backend.
    @MainActor
    public static func running(on backend: any Backend) -> Self? { nil }

    /// Versions are ordered by release.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.ordinal < rhs.ordinal }

    /// Versions are equal when they are the same release.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.ordinal == rhs.ordinal }
}
