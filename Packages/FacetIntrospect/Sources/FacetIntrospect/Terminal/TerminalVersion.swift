import FacetUI

/// A version of the FacetTerminal widget toolkit behind ``TerminalBackend``. Introspection on
/// the terminal backend lists the versions it was written for (`.terminal(.v1)`): a later
/// toolkit may back a view with a different widget class.
public struct TerminalVersion: PlatformVersion, CustomStringConvertible {
    /// The toolkit's major version.
    public let major: Int

    /// A version by number; the library declares the released ones (``v1``).
    @_spi(Advanced)
    public init(major: Int) {
        self.major = major
    }

    /// The first FacetTerminal toolkit (the one shipped with FacetUI today).
    public static let v1 = Self(major: 1)

    /// The toolkit version this build of FacetUI ships.
    public static let current = v1

    /// ``current`` on a ``TerminalBackend``, `nil` on any other backend.
    @MainActor
    public static func running(on backend: any Backend) -> Self? {
        backend is TerminalBackend ? current : nil
    }

    /// Versions are ordered by their major number.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.major < rhs.major }

    /// `v1`, `v2`, …
    public var description: String { "v\(major)" }
}

/// The versions of the terminal backend on which `SwiftUIViewType` is backed by the widget
/// class `PlatformSpecificEntity`; each introspectable type declares them in an extension.
public typealias TerminalViewVersion<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
> = PlatformViewVersion<TerminalVersion, SwiftUIViewType, PlatformSpecificEntity>
