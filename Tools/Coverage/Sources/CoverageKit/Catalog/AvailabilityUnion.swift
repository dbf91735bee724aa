extension Availability {
    /// The availability of a group of overloads: on each platform, the earliest
    /// introduction among the overloads usable there; unavailable or deprecated only when
    /// every overload is.
    public static func union(_ members: [Availability]) -> Availability {
        guard let first = members.first else { return Availability() }
        if members.count == 1 { return first }
        let platforms = Set(members.flatMap { $0.platforms.map(\.platform) })
        var result = Availability()
        for platform in platforms {
            let entries = members.map { $0[platform] }
            let usable = entries.filter { $0?.unavailable != true }
            if usable.isEmpty {
                result.merge(PlatformAvailability(platform: platform, unavailable: true))
                continue
            }
            var merged = PlatformAvailability(platform: platform)
            let versions = usable.compactMap { $0?.introduced }
            // An overload without an entry for this platform is available from the start.
            if usable.allSatisfy({ $0?.introduced != nil }) {
                merged.introduced = versions.min(by: Version.isLess)
            }
            if usable.allSatisfy({ $0?.deprecated != nil }) {
                merged.deprecated = usable.compactMap { $0?.deprecated }.min(by: Version.isLess)
            }
            if merged.introduced != nil || merged.deprecated != nil { result.merge(merged) }
        }
        return result
    }
}

/// Dotted version numbers compared numerically (`10.15` < `11.0`).
enum Version {
    static func isLess(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            if a != b { return a < b }
        }
        return false
    }
}
