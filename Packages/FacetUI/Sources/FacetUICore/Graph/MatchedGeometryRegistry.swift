import Foundation

/// The matched geometry groups of one graph: after each transaction's layout, a group one of
/// whose views moved, came or went gives each view its frame and starts the animated moves
/// between a removed view and an inserted one.
@MainActor
final class MatchedGeometryRegistry {
    private struct Group {
        var members: [ObjectIdentifier: any MatchedGeometryMember] = [:]
        /// The frame of the last view that left the group, and the transaction it left in.
        var departure: (frame: CGRect, serial: Int)?
        /// The transaction the group was last scheduled to be resolved in.
        var scheduled = -1
        var warnedOfSources = false
    }

    private unowned let graph: ViewGraph
    private var groups: [MatchedGeometryKey: Group] = [:]

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Adds `member` to its group.
    func join(_ member: any MatchedGeometryMember) {
        groups[member.key, default: Group()].members[ObjectIdentifier(member)] = member
        needsResolve(member.key)
    }

    /// Takes `member` out of its group, remembering where it was drawn.
    func leave(_ member: any MatchedGeometryMember) {
        guard var group = groups[member.key],
            group.members.removeValue(forKey: ObjectIdentifier(member)) != nil
        else { return }
        if !member.wasLeaving { group.departure = (member.presentedFrame, graph.transactionSerial) }
        if group.members.isEmpty && group.departure?.serial != graph.transactionSerial {
            groups[member.key] = nil
            return
        }
        groups[member.key] = group
        needsResolve(member.key)
    }

    /// Resolves the group `key` after the current transaction's layout (once).
    func needsResolve(_ key: MatchedGeometryKey) {
        guard var group = groups[key], group.scheduled != graph.transactionSerial else { return }
        group.scheduled = graph.transactionSerial
        groups[key] = group
        graph.afterCommit { [weak self] in self?.resolve(key) }
    }

    /// Gives each view of the group its frame and starts the moves between views that left
    /// and one inserted in the same animated transaction.
    private func resolve(_ key: MatchedGeometryKey) {
        guard var group = groups[key] else { return }
        let serial = graph.transactionSerial
        let members = group.members.values.filter(\.isMounted).sorted { $0.depth < $1.depth }
        var departed: [(member: (any MatchedGeometryMember)?, frame: CGRect)] = []
        if let departure = group.departure, departure.serial == serial {
            departed.append((nil, departure.frame))
        }
        var present: [any MatchedGeometryMember] = []
        for member in members {
            guard member.isInLeavingSubtree else {
                present.append(member)
                continue
            }
            if !member.wasLeaving {
                member.wasLeaving = true
                departed.append((member, member.presentedFrame))
            }
        }
        let sources = present.filter(\.isSource)
        if sources.count > 1 && !group.warnedOfSources {
            group.warnedOfSources = true
            graph.warn(
                "Multiple inserted views in matched geometry group \(key.id) have `isSource: true`, results are undefined."
            )
        }
        let source = sources.first { $0.insertion?.serial == serial } ?? sources.last
        for member in present {
            if let source, source !== member {
                member.baseTarget = Self.target(of: member, matching: source.presentedFrame)
            } else {
                member.baseTarget = nil
            }
        }
        let inserted = present.filter { $0.insertion?.serial == serial }
        if let from = departed.first?.frame, let hero = inserted.first(where: \.isSource) ?? inserted.first,
            let animation = hero.insertion?.animation
        {
            hero.startMotion(from: from, to: nil, animation: animation)
            let destination = hero.baseTarget ?? hero.frame
            for leaving in departed.compactMap(\.member) {
                leaving.startMotion(from: nil, to: destination, animation: animation)
            }
        }
        for member in inserted { member.insertion = nil }
        if group.departure?.serial == serial { group.departure = nil }
        for member in members { member.refresh() }
        if group.members.isEmpty { groups[key] = nil } else { groups[key] = group }
    }

    /// The frame `member` is drawn at to match the properties it takes from `source`.
    private static func target(of member: any MatchedGeometryMember, matching source: CGRect) -> CGRect {
        let own = member.frame
        let size = member.properties.contains(.size) ? source.size : own.size
        let anchor = member.anchor
        let point =
            member.properties.contains(.position)
            ? CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
            : CGPoint(x: own.minX + anchor.x * own.width, y: own.minY + anchor.y * own.height)
        return CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }
}
