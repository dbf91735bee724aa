/// The overall status of an API in Facet.
public enum SupportStatus: String, Sendable, Codable, CaseIterable {
    /// Declared in FacetUI with everything the catalog lists, nothing pending, and tested.
    case supported
    /// Declared, but overloads, conformances or running tests are missing.
    case partial
    /// Scaffolded (`// facet: pending`) and not implemented yet.
    case pending
    /// Nothing yet.
    case notStarted = "not started"
    /// Linux cannot have it.
    case notApplicable = "not applicable"

    /// The Markdown denotation used in `readiness.md`.
    public var symbol: String {
        switch self {
        case .supported: ":white_check_mark:"
        case .partial: ":technologist:"
        case .pending: ":hourglass:"
        case .notStarted: ":x:"
        case .notApplicable: ":no_entry_sign:"
        }
    }
}

/// The status of one entry with every plugin's finding.
public struct EntryStatus: Sendable {
    /// The catalog entry.
    public var entry: CatalogEntry
    /// The overall status.
    public var status: SupportStatus
    /// Findings by plugin name.
    public var findings: [String: Finding]
}
