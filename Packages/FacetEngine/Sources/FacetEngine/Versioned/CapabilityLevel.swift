import FacetUI

/// How much the backend a view is shown on can do, as a level a ``VersionedView`` or a
/// ``VersionedViewModifier`` chooses its body by: where Engine keys bodies on OS releases,
/// FacetEngine keys them on what the backend is, known when the view is built.
///
/// - ``v1``: every backend, character cells included (FacetUI's terminal backend): views on
///   a grid of cells, text measured in cells.
/// - ``v2``: backends whose toolkit measures text itself (a desktop toolkit such as GTK):
///   proportional text, sizes that depend on the proposed height.
/// - Higher levels are yours: declare one for a subtree with
///   ``FacetUI/View/capabilityLevel(_:)`` (an app that knows its backend draws images, say).
///
/// ```swift
/// SidebarView().capabilityLevel(.v3)
/// ```
public struct CapabilityLevel: RawRepresentable, Comparable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// A level.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every backend (character cells).
    public static let v1 = CapabilityLevel(rawValue: 1)
    /// Backends whose toolkit measures text.
    public static let v2 = CapabilityLevel(rawValue: 2)
    /// A level an app declares.
    public static let v3 = CapabilityLevel(rawValue: 3)
    /// A level an app declares.
    public static let v4 = CapabilityLevel(rawValue: 4)
    /// A level an app declares.
    public static let v5 = CapabilityLevel(rawValue: 5)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "v\(rawValue)" }

    /// The level of the node built with `inputs`: the one declared above it, or the
    /// backend's (``FacetUI/BackendMetricsInputKey``).
    public static func current(in inputs: ViewInputs) -> CapabilityLevel {
        if inputs.contains(CapabilityLevelInputKey.self) { return inputs[CapabilityLevelInputKey.self] }
        return inputs[BackendMetricsInputKey.self].textSizeIgnoresProposedHeight ? .v1 : .v2
    }
}

/// The graph input holding a declared ``CapabilityLevel``.
public enum CapabilityLevelInputKey: ViewInputKey {
    public static var defaultValue: CapabilityLevel { .v1 }
}

extension View {
    /// Declares the capability level of this view and the views built below it, in place of
    /// the backend's.
    ///
    /// ```swift
    /// Gallery().capabilityLevel(.v3)
    /// ```
    public func capabilityLevel(_ level: CapabilityLevel) -> some View {
        input(CapabilityLevelInputKey.self, level)
    }
}
