import Foundation

/// Counts of statuses per kind and per package, as printed by `coverage report` and
/// emitted by `--json`.
public struct CoverageSummary: Sendable, Encodable, Equatable {
    /// Counts of each status.
    public struct Counts: Sendable, Encodable, Equatable {
        public var supported = 0
        public var partial = 0
        public var pending = 0
        public var notStarted = 0
        public var notApplicable = 0

        /// All APIs counted.
        public var total: Int { supported + partial + pending + notStarted + notApplicable }
        /// The APIs Linux can have.
        public var applicable: Int { total - notApplicable }

        mutating func add(_ status: SupportStatus) {
            switch status {
            case .supported: supported += 1
            case .partial: partial += 1
            case .pending: pending += 1
            case .notStarted: notStarted += 1
            case .notApplicable: notApplicable += 1
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(supported, forKey: .supported)
            try container.encode(partial, forKey: .partial)
            try container.encode(pending, forKey: .pending)
            try container.encode(notStarted, forKey: .notStarted)
            try container.encode(notApplicable, forKey: .notApplicable)
            try container.encode(total, forKey: .total)
        }

        enum CodingKeys: String, CodingKey {
            case supported, partial, pending, notStarted, notApplicable, total
        }
    }

    /// What one package provides, over the applicable APIs.
    public struct PackageCounts: Sendable, Encodable, Equatable {
        public var present: Bool
        public var full = 0
        public var partial = 0
        public var pending = 0
        public var applicable = 0
    }

    /// Counts per kind (by ``APIKind/rawValue``).
    public var kinds: [String: Counts]
    /// Counts over all kinds.
    public var total: Counts
    /// Counts per package plugin (by plugin name).
    public var packages: [String: PackageCounts]

    /// Summarises an analysis.
    public init(_ analysis: CoverageAnalysis) {
        kinds = [:]
        total = Counts()
        for status in analysis.statuses {
            kinds[status.entry.kind.rawValue, default: Counts()].add(status.status)
            total.add(status.status)
        }
        packages = [:]
        for plugin in analysis.plugins {
            var counts = PackageCounts(present: analysis.results[plugin.name]?.packagePresent ?? false)
            for status in analysis.statuses where status.status != .notApplicable {
                counts.applicable += 1
                switch status.findings[plugin.name]?.level {
                case .full?: counts.full += 1
                case .partial?: counts.partial += 1
                case .pending?: counts.pending += 1
                case nil: break
                }
            }
            packages[plugin.name] = counts
        }
    }

    /// The summary as pretty JSON with sorted keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// "12 (3.4%)" of the applicable APIs.
    static func share(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "\(count)" }
        let tenths = (count * 1000 + total / 2) / total
        return "\(count) (\(tenths / 10).\(tenths % 10)%)"
    }

    /// The text printed by `coverage report`.
    public func text(plugins: [any CoveragePlugin]) -> String {
        var rows = [["kind", "supported", "partial", "pending", "not started", "n/a", "total"]]
        func row(_ title: String, _ counts: Counts) -> [String] {
            [
                title, Self.share(counts.supported, of: counts.applicable),
                Self.share(counts.partial, of: counts.applicable),
                Self.share(counts.pending, of: counts.applicable),
                Self.share(counts.notStarted, of: counts.applicable),
                "\(counts.notApplicable)", "\(counts.total)",
            ]
        }
        for kind in APIKind.allCases { rows.append(row(kind.title, kinds[kind.rawValue] ?? Counts())) }
        rows.append(row("all", total))
        var lines = [
            "Facet coverage of \(total.total) catalog APIs (\(total.notApplicable) not applicable on Linux)"
        ]
        lines += Self.table(rows)
        lines.append("")
        lines.append("packages (of \(total.applicable) applicable APIs):")
        for plugin in plugins {
            guard let counts = packages[plugin.name] else { continue }
            let name = plugin.name.padding(toLength: 16, withPad: " ", startingAt: 0)
            if !counts.present {
                lines.append("  \(name)package not present")
            } else {
                lines.append(
                    "  \(name)full \(Self.share(counts.full, of: counts.applicable)), partial \(counts.partial), pending \(counts.pending)"
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == 0
                    ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
    }
}
