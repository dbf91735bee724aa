import FacetUI

/// A version of a backend's widget toolkit, such as ``TerminalVersion``: introspection runs
/// only when the running backend's version is one the call lists, because the widget class
/// behind a view may change between versions.
///
/// A backend package (GTK) adds its own version type and a `PlatformViewVersionPredicate`
/// factory (`.gtk(...)`) built with ``PlatformViewVersionPredicate/init(versions:)``.
public protocol PlatformVersion: Comparable, Sendable {
    /// The version `backend` runs, or `nil` when `backend` is not of this platform.
    @MainActor static func running(on backend: any Backend) -> Self?
}
