import Foundation

/// Why an inspection failed; the descriptions read like ViewInspector's.
public enum InspectionError: Swift.Error, Equatable, CustomStringConvertible, LocalizedError {
    /// Navigation found a view of another type: "hStack() found VStack instead of HStack".
    case inspection(path: String, factual: String, expected: String)
    /// A value is not of the expected type.
    case typeMismatch(factual: String, expected: String)
    /// A view lacks an attribute.
    case attributeNotFound(label: String, type: String)
    /// An index past the enclosed views.
    case viewIndexOutOfBounds(index: Int, count: Int)
    /// A view has no enclosed view where one was asked for.
    case viewNotFound(parent: String)
    /// A view has no parent.
    case parentViewNotFound(view: String)
    /// A view lacks a modifier: "VStack does not have 'padding' modifier"; `present` names
    /// the modifiers the view has, in the order they are written.
    case modifierNotFound(parent: String, modifier: String, index: Int, present: [String] = [])
    /// A search found nothing; `traversed` lists the views it looked at, `candidates` the
    /// nearest views of the searched type (each as its path and a summary), nearest first
    /// (`.searchFailure(skipped: 0, blockers: [])` is ViewInspector's spelling).
    case searchFailure(skipped: Int, blockers: [String], traversed: String = "", candidates: [String] = [])
    /// A custom view or modifier shows nothing because no ancestor supplies its
    /// `@EnvironmentObject`s (`objects` as "name: Type").
    case missingEnvironmentObjects(view: String, objects: [String])
    /// A view lacks a callback.
    case callbackNotFound(parent: String, callback: String)
    /// A control does not respond to user actions.
    case unresponsiveControl(name: String, reason: String)
    /// An operation Facet does not support.
    case notSupported(String)
    /// A text attribute cannot be read over the range asked for: "Modifier 'italic' is
    /// applied only to a subrange".
    case textAttribute(String)

    /// The message in ViewInspector's exact wording: the error's `localizedDescription`,
    /// so that a test comparing it with ViewInspector's text passes unchanged.
    public var message: String {
        switch self {
        case let .inspection(path, factual, expected):
            return "\(path) found \(factual) instead of \(expected)"
        case let .typeMismatch(factual, expected):
            return "Type mismatch: \(factual) is not \(expected)"
        case let .attributeNotFound(label, type):
            return "\(type) does not have '\(label)' attribute"
        case let .viewIndexOutOfBounds(index, count):
            return "Enclosed view index '\(index)' is out of bounds: '0 ..< \(count)'"
        case let .viewNotFound(parent):
            return "View for \(parent) is absent"
        case let .parentViewNotFound(view):
            return "\(view) does not have parent"
        case let .modifierNotFound(parent, modifier, index, _):
            return "\(parent) does not have '\(modifier)' modifier" + (index == 0 ? "" : " at index \(index)")
        case let .searchFailure(skipped, blockers, _, _):
            let blockersDescription =
                blockers.isEmpty ? "" : ". Possible blockers: \(blockers.joined(separator: ", "))"
            let conclusion =
                skipped == 0 ? "Search did not find a match" : "Search did only find \(skipped) matches"
            return conclusion + blockersDescription
        case let .missingEnvironmentObjects(view, objects):
            return "\(view) is missing EnvironmentObjects: \(objects)"
        case let .callbackNotFound(parent, callback):
            return "\(parent) does not have '\(callback)' callback"
        case let .unresponsiveControl(name, reason):
            return "\(name) is unresponsive: \(reason)"
        case let .notSupported(message), let .textAttribute(message):
            return message
        }
    }

    /// What Facet adds beside the message to help: the modifiers a view has, a failed
    /// search's nearest candidates and the views it traversed; `nil` when there is nothing.
    public var explanation: String? {
        switch self {
        case let .modifierNotFound(_, _, _, present) where !present.isEmpty:
            return "(it has: \(present.joined(separator: ", ")))"
        case let .searchFailure(_, _, traversed, candidates) where !traversed.isEmpty || !candidates.isEmpty:
            let nearest =
                candidates.isEmpty
                ? "" : "Nearest candidates:\n" + candidates.map { "  " + $0 }.joined(separator: "\n")
            let tree = traversed.isEmpty ? "" : "Traversed:\n\(traversed)"
            return [nearest, tree].filter { !$0.isEmpty }.joined(separator: "\n")
        default:
            return nil
        }
    }

    /// The message with the explanation after it, as a failing test prints the error.
    public var description: String {
        guard let explanation else { return message }
        switch self {
        case .modifierNotFound: return message + " " + explanation
        case .searchFailure: return message + ". " + explanation
        default: return message + "\n" + explanation
        }
    }

    /// ViewInspector's exact message (``message``); the explanation is in ``description``.
    public var errorDescription: String? { message }

    /// Whether two errors are the same failure: what a missing modifier's error names as
    /// present and what a failed search traversed and came nearest to are explanations,
    /// not part of the failure (as ViewInspector's errors compare).
    public static func == (lhs: InspectionError, rhs: InspectionError) -> Bool {
        switch (lhs, rhs) {
        case let (.inspection(a, b, c), .inspection(x, y, z)): (a, b, c) == (x, y, z)
        case let (.typeMismatch(a, b), .typeMismatch(x, y)): (a, b) == (x, y)
        case let (.attributeNotFound(a, b), .attributeNotFound(x, y)): (a, b) == (x, y)
        case let (.viewIndexOutOfBounds(a, b), .viewIndexOutOfBounds(x, y)): (a, b) == (x, y)
        case let (.viewNotFound(a), .viewNotFound(x)): a == x
        case let (.parentViewNotFound(a), .parentViewNotFound(x)): a == x
        case let (.modifierNotFound(a, b, c, _), .modifierNotFound(x, y, z, _)): (a, b, c) == (x, y, z)
        case let (.searchFailure(a, b, _, _), .searchFailure(x, y, _, _)): a == x && b == y
        case let (.missingEnvironmentObjects(a, b), .missingEnvironmentObjects(x, y)): (a, b) == (x, y)
        case let (.callbackNotFound(a, b), .callbackNotFound(x, y)): (a, b) == (x, y)
        case let (.unresponsiveControl(a, b), .unresponsiveControl(x, y)): (a, b) == (x, y)
        case let (.notSupported(a), .notSupported(x)): a == x
        case let (.textAttribute(a), .textAttribute(x)): a == x
        default: false
        }
    }
}
