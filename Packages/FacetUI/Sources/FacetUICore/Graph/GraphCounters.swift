/// What one transaction of the graph did. Tests assert these (they are deterministic);
/// benchmarks report times.
public struct GraphCounters: Equatable, Sendable, CustomStringConvertible {
    /// Bodies evaluated (custom views and custom modifiers).
    public var bodiesEvaluated = 0
    /// Sizes computed by layout (cache misses).
    public var layoutsComputed = 0
    /// Widgets created in the backend.
    public var widgetsCreated = 0
    /// Widgets whose content was updated in the backend.
    public var widgetsUpdated = 0
    /// Widgets removed from the backend.
    public var widgetsRemoved = 0
    /// Widgets moved or resized.
    public var framesChanged = 0
    /// Preference values combined again: a node combining its children's values of one
    /// key because a writer below it appeared, changed or went.
    public var preferencesCombined = 0

    /// Creates zeroed counters.
    public init() {}

    static func + (a: Self, b: Self) -> Self {
        var sum = a
        sum.bodiesEvaluated += b.bodiesEvaluated
        sum.layoutsComputed += b.layoutsComputed
        sum.widgetsCreated += b.widgetsCreated
        sum.widgetsUpdated += b.widgetsUpdated
        sum.widgetsRemoved += b.widgetsRemoved
        sum.framesChanged += b.framesChanged
        sum.preferencesCombined += b.preferencesCombined
        return sum
    }

    public var description: String {
        "bodies: \(bodiesEvaluated), layouts: \(layoutsComputed), widgets created: \(widgetsCreated), "
            + "updated: \(widgetsUpdated), removed: \(widgetsRemoved), frames: \(framesChanged), "
            + "preferences: \(preferencesCombined)"
    }
}
