/// One version of a backend on which a kind of view is backed by `PlatformSpecificEntity`:
/// the values listed in `.terminal(.v1)`. Each introspectable type declares its versions in
/// an extension of the backend's alias, such as `TerminalViewVersion<ScrollViewType,
/// ScrollViewWidget>`; a version it does not declare cannot be written.
public struct PlatformViewVersion<
    Version: PlatformVersion, SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: AnyObject
>: Sendable, Comparable {
    /// The backend version.
    public let version: Version
    /// How the widget is found on that version.
    let selector: IntrospectionSelector<PlatformSpecificEntity>

    /// Declares that on `version` the view is backed by `PlatformSpecificEntity`, found by
    /// `selector` (the node → widget map by default).
    @_spi(Advanced)
    public init(for version: Version, selector: IntrospectionSelector<PlatformSpecificEntity> = .default) {
        self.version = version
        self.selector = selector
    }

    /// Versions are equal when their backend versions are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.version == rhs.version }

    /// Versions are ordered by their backend versions.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.version < rhs.version }
}
