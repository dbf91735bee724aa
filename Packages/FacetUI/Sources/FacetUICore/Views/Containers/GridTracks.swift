import Foundation

/// The tracks (columns of a ``LazyVGrid``, rows of a ``LazyHGrid``) that a list of
/// ``GridItem``s makes in a given length: where each starts and how long it is.
struct GridTracks: Equatable {
    struct Track: Equatable {
        var start: CGFloat
        var length: CGFloat
        /// The index of the grid item the track comes from (an adaptive item makes several).
        var item: Int
    }

    private(set) var tracks: [Track] = []

    /// The length from the first track's start to the last one's end.
    var length: CGFloat { tracks.last.map { $0.start + $0.length } ?? 0 }

    /// Resolves `items` in `length` (`nil`: unbounded, every item at its minimum; infinite:
    /// every flexible item at its maximum); `defaultSpacing` separates items whose spacing
    /// is `nil`. An adaptive item makes at most 10,000 tracks.
    init(_ items: [GridItem], in length: CGFloat?, defaultSpacing: CGFloat) {
        guard !items.isEmpty else { return }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var remaining = (length ?? 0) - spacings.dropLast().reduce(0, +)
        var shared: [Int] = []
        for (index, item) in items.enumerated() {
            if case .fixed(let size) = item.size {
                lengths[index] = max(0, size)
                remaining -= lengths[index]
            } else {
                shared.append(index)
            }
        }
        for (position, index) in shared.enumerated() {
            let share = max(0, remaining) / CGFloat(shared.count - position)
            switch items[index].size {
            case .fixed: break
            case .flexible(let minimum, let maximum):
                lengths[index] = length == nil ? minimum : min(max(share, minimum), max(minimum, maximum))
            case .adaptive(let minimum, _):
                lengths[index] = length == nil ? minimum : max(share, minimum)
            }
            remaining -= lengths[index]
        }
        var start: CGFloat = 0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            if case .adaptive(let minimum, let maximum) = item.size {
                // As many tracks of at least `minimum` as fit, sharing the item's length.
                // An unbounded share (an infinite proposal) makes one track.
                let fitting = (lengths[index] + spacing) / (max(minimum, 1) + spacing)
                let count = fitting.isFinite ? max(1, Int(min(fitting, 10_000).rounded(.down))) : 1
                let each = max(
                    0, min((lengths[index] - CGFloat(count - 1) * spacing) / CGFloat(count), maximum))
                for track in 0..<count {
                    tracks.append(Track(start: start, length: each, item: index))
                    start += each + (track < count - 1 ? spacing : 0)
                }
            } else {
                tracks.append(Track(start: start, length: lengths[index], item: index))
                start += lengths[index]
            }
            if index < items.count - 1 { start += spacing }
        }
    }
}
