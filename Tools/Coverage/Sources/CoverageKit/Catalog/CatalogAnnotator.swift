/// Applies the data files to catalog entries: categories, usage contexts, and the
/// not-applicable reasons — from `not-applicable.txt` first, then from availability (an
/// API available only on watchOS, tvOS or visionOS) and from signatures (an API whose
/// every declaration needs UIKit or AppKit types).
public struct CatalogAnnotator: Sendable {
    /// The data applied.
    public var data: AnnotationData

    /// The platforms whose APIs Linux can offer: the ones sharing its desktop and phone idioms.
    public static let linuxLikePlatforms = ["iOS", "macOS"]

    /// An annotator for data.
    public init(data: AnnotationData) {
        self.data = data
    }

    /// Returns the entries with categories, contexts and not-applicable reasons set.
    public func annotate(_ entries: [CatalogEntry]) -> [CatalogEntry] {
        entries.map { entry in
            var entry = entry
            entry.category = category(of: entry)
            if let context = data.contexts[entry.name] { entry.context = context }
            entry.notApplicable = notApplicableReason(of: entry)
            return entry
        }
    }

    /// The category of an entry: the first matching data rule, else a default per kind.
    public func category(of entry: CatalogEntry) -> String {
        for rule in data.categories where rule.kind == entry.kind {
            if rule.patterns.contains(where: { $0.matches(entry.name) }) { return rule.category }
        }
        switch entry.kind {
        case .view: return "Other views"
        case .shape: return "Shapes"
        case .modifier: return "Other modifiers"
        case .propertyWrapper: return "Other property wrappers"
        case .styleProtocol: return entry.name
        case .style: return entry.related.first ?? "Other styles"
        case .gesture: return "Gestures"
        case .scene: return "Scenes"
        }
    }

    /// Why Linux cannot have an entry, or nil.
    public func notApplicableReason(of entry: CatalogEntry) -> String? {
        for rule in data.notApplicable where rule.pattern.matches(entry.name) {
            // `-`: applicable although the automatic rules below would say otherwise (Facet
            // declares the UIKit type the API takes).
            return rule.reason == "-" ? nil : rule.reason
        }
        let availabilities =
            entry.kind == .modifier && !entry.members.isEmpty
            ? entry.members.map(\.availability) : [entry.availability]
        let usable = availabilities.contains { availability in
            Self.linuxLikePlatforms.contains { !availability.isUnavailable(on: $0) }
        }
        if !usable {
            let only = ["tvOS", "watchOS", "visionOS"].filter { platform in
                availabilities.contains { $0[platform]?.introduced != nil && !$0.isUnavailable(on: platform) }
            }
            return only.isEmpty
                ? "unavailable on every platform"
                : "available only on \(only.joined(separator: ", ")): no desktop or phone counterpart"
        }
        let signatures = entry.kind == .modifier ? entry.members.map(\.signature) : [entry.declaration ?? ""]
        let kits = ModuleNameStripper.keptModules.sorted().filter { kit in
            signatures.allSatisfy { $0.contains("\(kit).") }
        }
        if let kit = kits.first, !signatures.isEmpty {
            return "its declaration requires \(kit) types, which do not exist on Linux"
        }
        return nil
    }
}
