/// The ways that a scrollable view can bounce when it reaches the end of its content.
///
/// Character cells do not rubber-band: in the terminal a scroll view stops at its ends
/// whatever the behaviour, and content that fits never scrolls, as `.basedOnSize` asks.
/// Backends that bounce (GTK's kinetic scrolling) read the environment value.
///
/// ```swift
/// ScrollView { rows }.scrollBounceBehavior(.basedOnSize)
/// ```
public struct ScrollBounceBehavior: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case automatic, always, basedOnSize }
    let storage: Storage

    /// The automatic behavior: the platform's.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(storage: .automatic) }
    /// The scrollable view always bounces along the specified axis.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(storage: .always) }
    /// The scrollable view bounces along the specified axis only if its content is larger
    /// than the view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(storage: .basedOnSize) }
}

extension EnvironmentValues {
    private struct VerticalBounceKey: EnvironmentKey {
        static let defaultValue = ScrollBounceBehavior.automatic
    }
    private struct HorizontalBounceKey: EnvironmentKey {
        static let defaultValue = ScrollBounceBehavior.automatic
    }

    /// The scroll bounce mode for the vertical axis of scrollable views.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }

    /// The scroll bounce mode for the horizontal axis of scrollable views.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }
}

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axes.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    {
        transformEnvironment(\.verticalScrollBounceBehavior, writtenBy: "scrollBounceBehavior") {
            if axes.contains(.vertical) { $0 = behavior }
        }
        .transformEnvironment(\.horizontalScrollBounceBehavior, writtenBy: "scrollBounceBehavior") {
            if axes.contains(.horizontal) { $0 = behavior }
        }
    }
}
