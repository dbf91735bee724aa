import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection (what an
    /// `onDelete(perform:)` action is handed). Offsets outside the collection are ignored.
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering (what an `onMove(perform:)` action is handed). The destination is
    /// counted before the move; offsets outside the collection are ignored and a destination
    /// past the end moves the elements to the end.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move(fromOffsets: [0], toOffset: 3)  // ["b", "c", "a", "d"]
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        var moving: [Element] = []
        var rest: [Element] = []
        var insertion: Int?
        for (offset, element) in elements.enumerated() {
            if offset == destination { insertion = rest.count }
            if source.contains(offset) { moving.append(element) } else { rest.append(element) }
        }
        rest.insert(contentsOf: moving, at: insertion ?? (destination < 0 ? 0 : rest.count))
        for (position, index) in indices.enumerated() { self[index] = rest[position] }
    }
}
