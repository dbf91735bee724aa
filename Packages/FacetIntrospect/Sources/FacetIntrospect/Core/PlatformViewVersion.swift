import Foundation

/// One version of a platform on which a kind of view is backed by `PlatformSpecificEntity`:
/// the values listed in `.terminal(.v1)`. Each introspectable type declares its versions in
/// an extension of the platform's alias, such as `TerminalViewVersion<ScrollViewType,
/// ScrollViewWidget>`; a version it does not declare cannot be written. Apple platforms'
/// versions (`.iOS(.v17)`) are declared for every type so that SwiftUI-Introspect code
/// compiles; they never match on Linux.
public enum PlatformViewVersion<
    Version: PlatformVersion, SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
>: Sendable {
    /// On `Version`, the view is backed by `PlatformSpecificEntity`, found by the selector
    /// (the node → widget map when `nil`).
    @_spi(Internals) case available(Version, IntrospectionSelector<PlatformSpecificEntity>?)
    /// The view does not exist on this version: listing it does nothing.
    @_spi(Internals) case unavailable

    /// Declares that on `version` the view is backed by `PlatformSpecificEntity`, found by
    /// `selector` (the node → widget map when `nil`).
    @_spi(Advanced)
    public init(for version: Version, selector: IntrospectionSelector<PlatformSpecificEntity>? = nil) {
        self = .available(version, selector)
    }

    /// Declares that the view does not exist on a version (listing it does nothing). Writes
    /// a notice to standard error, as SwiftUI-Introspect prints one: such a version should
    /// be marked `@available(*, unavailable)` so that it cannot be written at all.
    @_spi(Advanced)
    public static func unavailable(file: StaticString = #file, line: UInt = #line) -> Self {
        let path = file.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        FileHandle.standardError.write(
            Data(
                """
                [FacetIntrospect] If you're seeing this, someone forgot to mark \(fileName):\(line) as unavailable.
                This won't have any effect, but it should be disallowed altogether.

                """.utf8))
        return .unavailable
    }

    /// The platform version, `nil` when unavailable.
    var version: Version? {
        if case .available(let version, _) = self { version } else { nil }
    }

    /// How the widget is found, `nil` when unavailable.
    var selector: IntrospectionSelector<PlatformSpecificEntity>? {
        if case .available(_, let selector) = self { selector ?? .default } else { nil }
    }
}

// Ranges (`.v1...`) need `Comparable`: versions compare by their platform versions, and an
// unavailable one before every other.
extension PlatformViewVersion: Comparable {
    /// Versions are equal when their platform versions are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.version == rhs.version }

    /// Versions are ordered by their platform versions.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.version, rhs.version) {
        case (let lhs?, let rhs?): lhs < rhs
        case (nil, _?): true
        default: false
        }
    }
}
