/// The availability of an API across platforms: the merged content of its `@available`
/// attributes (and those of the declarations enclosing it).
public struct Availability: Hashable, Sendable, Codable {
    /// The platforms Apple ships SwiftUI on, in the order the catalog prints them.
    public static let platformOrder = [
        "*", "iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS",
        "iOSApplicationExtension", "macOSApplicationExtension", "macCatalystApplicationExtension",
        "tvOSApplicationExtension", "watchOSApplicationExtension", "visionOSApplicationExtension",
    ]

    /// One entry per platform, in `platformOrder` (unknown platforms last, by name).
    public private(set) var platforms: [PlatformAvailability]

    /// Creates an availability from entries; entries for the same platform are merged.
    public init(_ entries: [PlatformAvailability] = []) {
        platforms = []
        for entry in entries { merge(entry) }
    }

    /// Whether no attribute restricts the API.
    public var isEmpty: Bool { platforms.isEmpty }

    /// The entry for a platform, if any.
    public subscript(platform: String) -> PlatformAvailability? {
        platforms.first { $0.platform == platform }
    }

    /// Adds an entry, merging it into an existing entry of the same platform.
    public mutating func merge(_ entry: PlatformAvailability) {
        if let index = platforms.firstIndex(where: { $0.platform == entry.platform }) {
            platforms[index] = platforms[index].refined(by: entry)
        } else {
            platforms.append(entry)
            platforms.sort { Self.rank($0.platform) < Self.rank($1.platform) }
        }
    }

    /// The availability of a member: the enclosing declaration's entries, refined by the
    /// member's own. A member that names any platform explicitly only inherits the
    /// `unavailable` and deprecation facts of the others.
    public func refined(by inner: Availability) -> Availability {
        var result = self
        for entry in inner.platforms { result.merge(entry) }
        return result
    }

    /// Whether the API is marked unavailable on `platform` (or on all platforms).
    public func isUnavailable(on platform: String) -> Bool {
        (self[platform]?.unavailable ?? false) || (self["*"]?.unavailable ?? false)
    }

    /// Whether any entry deprecates the API.
    public var isDeprecated: Bool { platforms.contains { $0.isDeprecated } }

    /// Whether the API is deprecated on every platform it is introduced on (or everywhere).
    public var isDeprecatedEverywhere: Bool {
        if self["*"]?.isDeprecated == true { return true }
        let introduced = platforms.filter { $0.introduced != nil && !$0.unavailable }
        return !introduced.isEmpty && introduced.allSatisfy { $0.isDeprecated }
    }

    private static func rank(_ platform: String) -> Rank {
        Rank(index: platformOrder.firstIndex(of: platform) ?? platformOrder.count, name: platform)
    }

    private struct Rank: Comparable {
        var index: Int
        var name: String

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.index, lhs.name) < (rhs.index, rhs.name)
        }
    }
}
