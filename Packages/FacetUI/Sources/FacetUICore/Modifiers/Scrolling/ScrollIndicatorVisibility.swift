/// The visibility of scroll indicators of a UI element.
///
/// ```swift
/// ScrollView { content }
///     .scrollIndicators(.hidden)
/// ```
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case automatic, visible, hidden, never }
    let storage: Storage

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration (a scroll view's `showsIndicators`).
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(storage: .automatic) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(storage: .visible) }
    /// Hide the scroll indicators (the terminal draws no scroll bar).
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(storage: .hidden) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(storage: .never) }
}

extension EnvironmentValues {
    private struct VerticalIndicatorsKey: EnvironmentKey {
        static let defaultValue = ScrollIndicatorVisibility.automatic
    }
    private struct HorizontalIndicatorsKey: EnvironmentKey {
        static let defaultValue = ScrollIndicatorVisibility.automatic
    }

    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] }
        set { self[VerticalIndicatorsKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] }
        set { self[HorizontalIndicatorsKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of scroll indicators within this view, for the given axes.
    ///
    /// ```swift
    /// ScrollView { Text(longText) }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        transformEnvironment(\.verticalScrollIndicatorVisibility, writtenBy: "scrollIndicators") {
            if axes.contains(.vertical) { $0 = visibility }
        }
        .transformEnvironment(\.horizontalScrollIndicatorVisibility, writtenBy: "scrollIndicators") {
            if axes.contains(.horizontal) { $0 = visibility }
        }
    }
}
