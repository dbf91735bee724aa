import FacetUI

/// The backends and versions an `.introspect` call applies to, written `.terminal(.v1)`.
/// On any other backend or version the call does nothing.
///
/// Backends add factories in extensions (`.terminal(_:)` here; a GTK package adds
/// `.gtk(_:)` with ``init(versions:)`` or ``init(range:)``).
public struct PlatformViewVersionPredicate<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: AnyObject
>: Sendable {
    /// The selector to use on `backend`, or `nil` when the predicate does not cover it.
    let selector: @MainActor @Sendable (any Backend) -> IntrospectionSelector<PlatformSpecificEntity>?
    /// What the predicate lists, for diagnostics.
    let summary: String

    /// A predicate covering exactly `versions` of their backend.
    @_spi(Advanced)
    public init<Version>(versions: [PlatformViewVersion<Version, SwiftUIViewType, PlatformSpecificEntity>]) {
        summary = "\(Version.self) " + versions.map { "\($0.version)" }.joined(separator: ", ")
        selector = { backend in
            guard let running = Version.running(on: backend) else { return nil }
            return versions.first { $0.version == running }?.selector
        }
    }

    /// A predicate covering every version of their backend in `range`, including versions
    /// declared later: the widget found is the one declared for the range's lowest version.
    @_spi(Advanced)
    public init<Version, Range: RangeExpression & Sendable>(range: Range)
    where Range.Bound == PlatformViewVersion<Version, SwiftUIViewType, PlatformSpecificEntity> {
        summary = "\(Version.self) \(range)"
        selector = { backend in
            guard let running = Version.running(on: backend) else { return nil }
            let probe = PlatformViewVersion<Version, SwiftUIViewType, PlatformSpecificEntity>(for: running)
            guard range.contains(probe) else { return nil }
            return Self.lowestDeclared(in: range)?.selector ?? .default
        }
    }

    /// The lower bound of a range, when it has one.
    private static func lowestDeclared<Range: RangeExpression>(in range: Range) -> Range.Bound? {
        switch range {
        case let range as PartialRangeFrom<Range.Bound>: range.lowerBound
        case let range as ClosedRange<Range.Bound>: range.lowerBound
        case let range as Swift.Range<Range.Bound>: range.lowerBound
        default: nil
        }
    }
}
