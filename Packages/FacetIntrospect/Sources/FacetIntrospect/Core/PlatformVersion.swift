import FacetUI

/// A version of a platform a view can be introspected on: a Linux backend's widget toolkit
/// (``TerminalVersion``, FacetGTK's `GTKVersion`), or one of Apple's platforms
/// (``iOSVersion``, ``macOSVersion``, ``tvOSVersion``, ``visionOSVersion``) so that code
/// written for SwiftUI-Introspect compiles. Introspection runs only when the running backend's
/// version is one the call lists, because the widget class behind a view may change between
/// versions; Apple platforms never run on Linux, so their versions never match.
///
/// A backend package (GTK) adds its own version type and a `PlatformViewVersionPredicate`
/// factory (`.gtk(...)`) built with ``PlatformViewVersionPredicate/init(versions:)``.
public protocol PlatformVersion: Comparable, Sendable {
    /// The version `backend` runs, or `nil` when `backend` is not of this platform.
    @MainActor static func running(on backend: any Backend) -> Self?

    /// Where this version stands relative to the running one, when that does not depend on
    /// the backend (Apple platforms: always `nil` on Linux).
    @_spi(Internals)
    var condition: PlatformVersionCondition? { get }
}

extension PlatformVersion {
    /// No fixed condition: a Linux backend's version is compared with the backend running.
    @_spi(Internals)
    public var condition: PlatformVersionCondition? { nil }

    /// Whether this is the running version.
    @_spi(Internals)
    public var isCurrent: Bool { condition == .current }

    /// Whether this is the running version or an earlier one.
    @_spi(Internals)
    public var isCurrentOrPast: Bool { condition == .current || condition == .past }
}
