/// The graph input holding the ``BackendMetrics`` of the backend the graph renders with,
/// set at the root for every node: a view can choose what to build from what the backend
/// is (character cells, a desktop toolkit) once, when it is built (FacetEngine's
/// `VersionedView` does).
///
/// ```swift
/// struct Separator: InputReadingView {
///     func body(inputs: ViewInputs) -> any View {
///         inputs[BackendMetricsInputKey.self].textSizeIgnoresProposedHeight ? Text("—") : Divider()
///     }
/// }
/// ```
public enum BackendMetricsInputKey: ViewInputKey {
    public static var defaultValue: BackendMetrics { BackendMetrics() }
}
