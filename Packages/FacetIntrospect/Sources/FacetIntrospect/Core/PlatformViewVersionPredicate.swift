import FacetUI

/// The platforms and versions an `.introspect` call applies to, written `.terminal(.v1)`.
/// On any other backend or version the call does nothing.
///
/// Backends add factories in extensions (`.terminal(_:)` here; a GTK package adds
/// `.gtk(_:)` with ``init(versions:)`` or ``init(range:)``). SwiftUI-Introspect's `.iOS(_:)`,
/// `.macOS(_:)`, `.tvOS(_:)` and `.visionOS(_:)` are here too, and never match on Linux.
public struct PlatformViewVersionPredicate<
    SwiftUIViewType: IntrospectableViewType, PlatformSpecificEntity: PlatformEntity
>: Sendable {
    /// The selector to use on `backend`, or `nil` when the predicate does not cover it.
    let selector: @MainActor @Sendable (any Backend) -> IntrospectionSelector<PlatformSpecificEntity>?
    /// What the predicate lists, for diagnostics.
    let summary: String

    /// A predicate covering exactly `versions`: the one the backend runs, or one whose
    /// condition says it is current.
    @_spi(Advanced)
    public init<Version>(versions: [PlatformViewVersion<Version, SwiftUIViewType, PlatformSpecificEntity>]) {
        summary =
            "\(Version.self) "
            + versions.map { $0.version.map { "\($0)" } ?? "unavailable" }.joined(separator: ", ")
        selector = { backend in
            let running = Version.running(on: backend)
            return versions.first { version in
                guard let value = version.version else { return false }
                return value.isCurrent || value == running
            }?.selector
        }
    }

    /// A predicate covering every version of their platform in `range`, including versions
    /// declared later: the widget found is the one declared for the range's lowest version.
    @_spi(Advanced)
    public init<Version, Range: RangeExpression & Sendable>(range: Range)
    where Range.Bound == PlatformViewVersion<Version, SwiftUIViewType, PlatformSpecificEntity> {
        summary = "\(Version.self) \(range)"
        selector = { backend in
            let lowest = Self.lowestDeclared(in: range)
            if let version = lowest?.version, version.isCurrentOrPast { return lowest?.selector }
            guard let running = Version.running(on: backend) else { return nil }
            guard range.contains(.available(running, nil)) else { return nil }
            guard let lowest else { return .default }
            return lowest.selector
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
