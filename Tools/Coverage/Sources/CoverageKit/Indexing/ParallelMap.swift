import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the order: parsing is the slow part of a report.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) throws -> Result
    ) throws -> [Result] {
        let results = ResultSlots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results.set(index, Swift.Result { try transform(elements[index]) })
        }
        return try results.values.map { try $0!.get() }
    }
}

/// Result slots written from several threads, each slot once, under a lock.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Result<Value, any Error>?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result<Value, any Error>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Result<Value, any Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
