import Dispatch

/// Tells whether code runs on the main queue. The main actor runs there, but not always
/// on the main thread (under `dispatchMain()` worker threads drain the main queue), so
/// `Thread.isMainThread` is not the right question.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller is running on the main queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
