import FacetUI
@_spi(Inspection) import FacetUICore
import Foundation

/// How near a view of the searched type comes to what a failed search wanted.
struct SearchNearness {
    /// Smaller is nearer; views at the same distance keep the order the walk reached them.
    var distance: Int
    /// What the failure message shows of the view after its summary, in parentheses
    /// ("id: 3"), if anything.
    var detail: String? = nil

    /// The nearness of the string among `strings` nearest `wanted`, shown (when `shown`) as
    /// the text it is; `nil` when there are none.
    static func nearest(of strings: [String], to wanted: String, shown: Bool = true) -> SearchNearness? {
        let ranked = strings.map { (distance: distance(from: $0, to: wanted), string: $0) }
        guard let nearest = ranked.min(by: { $0.distance < $1.distance }) else { return nil }
        return SearchNearness(distance: nearest.distance, detail: shown ? "Text \"\(nearest.string)\"" : nil)
    }

    /// How far `found` is from `wanted`: the number of characters to insert, delete or
    /// replace (Levenshtein), over at most the first 200 characters of each. A string that
    /// contains the other, ignoring case, is nearer than any that does not.
    static func distance(from found: String, to wanted: String) -> Int {
        let (lowerFound, lowerWanted) = (found.lowercased(), wanted.lowercased())
        let contains =
            !lowerFound.isEmpty && !lowerWanted.isEmpty
            && (lowerFound.contains(lowerWanted) || lowerWanted.contains(lowerFound))
        return editDistance(Array(found.prefix(200)), Array(wanted.prefix(200))) + (contains ? 0 : 201)
    }

    /// The Levenshtein distance between `found` and `wanted`.
    private static func editDistance(_ found: [Character], _ wanted: [Character]) -> Int {
        guard !found.isEmpty, !wanted.isEmpty else { return max(found.count, wanted.count) }
        var previous = Array(0...wanted.count)
        var current = previous
        for (row, character) in found.enumerated() {
            current[0] = row + 1
            for column in 1...wanted.count {
                let replace = previous[column - 1] + (character == wanted[column - 1] ? 0 : 1)
                current[column] = min(replace, previous[column] + 1, current[column - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[wanted.count]
    }
}

/// A rule naming the views a failed search comes nearest to: `nil` for a view that is no
/// candidate.
typealias NearnessRule<T: KnownViewType> = @MainActor (InspectableView<T>) -> SearchNearness?

extension InspectableView {
    /// How many candidates a search failure lists.
    static var listedCandidates: Int { 3 }

    /// The error for a search for views of type `T` that found nothing (or fewer than it was
    /// to skip): the tree it traversed and the nearest candidates by `nearness` (every view
    /// of type `T`, nearest the start first, unless `T` is any view).
    func searchFailure<T: KnownViewType>(
        _ type: T.Type, relation: ViewSearch.Relation, traversal: ViewSearch.Traversal, skipped: Int,
        nearness: NearnessRule<T>?
    ) -> InspectionError {
        let rule =
            nearness ?? (T.self == ViewType.ClassifiedView.self ? nil : { _ in SearchNearness(distance: 0) })
        var ranked: [(nearness: SearchNearness, trail: SearchTrail, step: Int)] = []
        // Views that show nothing for want of their environment objects block the search,
        // as ViewInspector reports them.
        var blockers: [String] = []
        func consider(_ trail: SearchTrail, _ index: Int) {
            let node = trail.nodes[index]
            let missing = node.missingEnvironmentObjects
            if !missing.isEmpty {
                let blocker = InspectionError.missingEnvironmentObjects(
                    view: node.bodyOwnerName, objects: missing)
                blockers.append(blocker.message)
            }
            guard trail.step(index, matches: T.self), let rule, let near = rule(trail.view(index)) else {
                return
            }
            ranked.append((near, trail, index))
        }
        let traversed: String
        switch relation {
        case .child:
            ViewSearch.walk(from: classified(), traversal: traversal) { trail, index in
                consider(trail, index)
                return false
            }
            traversed = Inspector.print(self)
        case .parent:
            let ancestry = ancestorSteps()
            if let (trail, steps) = ancestry {
                for index in steps { consider(trail, index) }
            }
            traversed = ancestryTree(ancestry)
        }
        // A stable sort keeps the walk's order among equally near views.
        let nearest = ranked.enumerated().sorted {
            ($0.element.nearness.distance, $0.offset) < ($1.element.nearness.distance, $1.offset)
        }
        .prefix(Self.listedCandidates)
        let candidates = nearest.map { entry in
            let (near, trail, index) = entry.element
            let summary = trail.role(of: index).summary ?? trail.nodes[index].summary
            return trail.path(of: index) + ": " + summary + (near.detail.map { " (" + $0 + ")" } ?? "")
        }
        return .searchFailure(
            skipped: skipped, blockers: blockers, traversed: traversed, candidates: candidates)
    }

    /// The views from the root of the host down to this one, indented by depth: what an
    /// upward search traverses.
    private func ancestryTree(_ ancestry: (trail: SearchTrail, steps: [Int])?) -> String {
        var lines: [String] = []
        if let (trail, above) = ancestry {
            for index in above.reversed() {
                let summary = trail.role(of: index).summary ?? trail.nodes[index].summary
                lines.append(String(repeating: "  ", count: lines.count) + summary)
            }
        }
        lines.append(String(repeating: "  ", count: lines.count) + node.summary)
        return lines.joined(separator: "\n")
    }
}
