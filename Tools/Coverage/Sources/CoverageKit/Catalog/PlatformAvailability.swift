/// Availability of one API on one platform, as written in an `@available` attribute.
public struct PlatformAvailability: Hashable, Sendable, Codable {
    /// The platform name as in the attribute (`iOS`, `macOS`, … or `*` for all platforms).
    public var platform: String
    /// The version the API was introduced in.
    public var introduced: String?
    /// The version the API was deprecated in; empty for a deprecation without version.
    public var deprecated: String?
    /// The version the API was removed in.
    public var obsoleted: String?
    /// Whether the API is unavailable on this platform.
    public var unavailable: Bool
    /// The replacement named by `renamed:`.
    public var renamed: String?
    /// The explanation given by `message:`.
    public var message: String?

    /// Creates the availability of one platform.
    public init(
        platform: String, introduced: String? = nil, deprecated: String? = nil, obsoleted: String? = nil,
        unavailable: Bool = false, renamed: String? = nil, message: String? = nil
    ) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
        self.unavailable = unavailable
        self.renamed = renamed
        self.message = message
    }

    /// Whether this entry marks the API deprecated.
    public var isDeprecated: Bool { deprecated != nil }

    /// Combines an outer declaration's entry (`self`) with an inner one for the same platform:
    /// the inner declaration's explicit facts win, the outer ones fill the gaps.
    func refined(by inner: PlatformAvailability) -> PlatformAvailability {
        if inner.unavailable {
            return PlatformAvailability(platform: platform, unavailable: true, message: inner.message)
        }
        return PlatformAvailability(
            platform: platform,
            introduced: inner.introduced ?? introduced,
            deprecated: inner.deprecated ?? deprecated,
            obsoleted: inner.obsoleted ?? obsoleted,
            unavailable: inner.unavailable || unavailable,
            renamed: inner.renamed ?? renamed,
            message: inner.message ?? message)
    }
}
