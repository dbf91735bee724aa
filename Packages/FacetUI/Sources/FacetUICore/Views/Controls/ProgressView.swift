import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Without a value it is indeterminate (a spinner); with one it shows the fraction
/// `value / total`, clamped to 0...1. With a built-in style the backend draws the indicator
/// and the labels are views inside it: a linear bar below the label, with the current
/// value label at the trailing end of the label's row; a circular indicator followed by
/// the label and the current value label. An app's own style makes the whole view.
///
/// ```swift
/// ProgressView()                                   // indeterminate
/// ProgressView("Downloading", value: received, total: size)
///     .progressViewStyle(.linear)
/// ProgressView(value: received, total: size) {
///     Text("Downloading")
/// } currentValueLabel: {
///     Text("\(Int(received)) of \(Int(size)) MB")
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, ControlView {
    /// Where the completed fraction comes from.
    enum Source {
        /// A fraction computed once (`nil`: indeterminate).
        case fraction(Double?)
        /// A Foundation `Progress`, read again while it runs.
        case progress(Progress)
        /// The time elapsed in an interval (or left, counting down), read again until its end.
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    let source: Source
    /// The label, as written, or `nil` without one.
    @_spi(Inspection) public let labelView: Label?
    /// The current value label, as written, or `nil` without one.
    @_spi(Inspection) public let currentValueLabelView: CurrentValueLabel?

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        let fraction: Double?
        if let value, total > 0 {
            fraction = min(max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = value == nil ? nil : 0
        }
        self.init(source: .fraction(fraction), label: label, currentValueLabel: currentValueLabel)
    }

    init(source: Source, label: Label?, currentValueLabel: CurrentValueLabel?) {
        (self.source, labelView, currentValueLabelView) = (source, label, currentValueLabel)
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    /// The completed fraction in 0...1, or `nil` when indeterminate or relative to a date
    /// interval (what a style receives).
    @_spi(Inspection) public var fractionCompleted: Double? {
        switch source {
        case .fraction(let fraction): fraction
        case .progress(let progress):
            progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
        case .timer: nil
        }
    }

    /// The fraction the indicator shows at `time`: the completed one, or, over a date
    /// interval, the part of it elapsed (left, counting down).
    func shownFraction(at time: Date) -> Double? {
        guard case .timer(let interval, let countsDown) = source else { return fractionCompleted }
        let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed =
            duration > 0 ? min(max(time.timeIntervalSince(interval.lowerBound) / duration, 0), 1) : 1
        return countsDown ? 1 - elapsed : elapsed
    }

    /// The `Progress` the view shows, or `nil` when it was given a value.
    @_spi(Inspection) public var progress: Progress? {
        if case .progress(let progress) = source { return progress }
        return nil
    }

    /// What a style receives.
    var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: labelView.map { ProgressViewStyleConfiguration.Label(content: $0) },
            currentValueLabel: currentValueLabelView.map {
                ProgressViewStyleConfiguration.CurrentValueLabel(content: $0)
            })
    }

    static var sizesWidget: Bool { true }

    /// The labels drawn inside the widget of a built-in style, or the body of an app's style.
    @ViewBuilder
    func label(in environment: EnvironmentValues) -> some View {
        let configuration = configuration
        if let style = customStyle(in: environment) {
            StyleBody(content: style.makeBody(configuration: configuration))
        } else if let content = builtInContent(in: environment, at: Date()), content.hasLabel {
            // (The time changes only a date interval's fraction, never the layout.)
            if content.resolvedStyle == .circular {
                HStack(spacing: 1) {
                    configuration.label
                    configuration.currentValueLabel
                }
            } else {
                HStack(spacing: 0) {
                    configuration.label
                    if let currentValueLabel = configuration.currentValueLabel {
                        Spacer(minLength: 1)
                        currentValueLabel
                    }
                }
            }
        }
    }

    /// The style in effect when it is an app's own, which makes the whole progress view.
    private func customStyle(in environment: EnvironmentValues) -> (any ProgressViewStyle)? {
        let style = environment.progressViewStyle
        return style.builtInAppearance == nil ? style : nil
    }

    func labelIsStyleBody(in environment: EnvironmentValues) -> Bool { customStyle(in: environment) != nil }

    /// `ProgressView(configuration)` in the body of an app's style is drawn in the default
    /// style.
    func labelEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard customStyle(in: environment) != nil else { return environment }
        var environment = environment
        environment.progressViewStyle = DefaultProgressViewStyle()
        return environment
    }

    /// The widget of a built-in style at `time`, or `nil` for an app's style.
    private func builtInContent(in environment: EnvironmentValues, at time: Date) -> ProgressContent? {
        guard let appearance = environment.progressViewStyle.builtInAppearance else { return nil }
        var content = ProgressContent(
            fraction: shownFraction(at: time), style: appearance,
            hasLabel: labelView != nil || currentValueLabelView != nil, isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    /// The indicator a backend draws; an app's style draws the whole view, so its body sits
    /// in a plain container.
    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        builtInContent(in: environment, at: Date()) ?? ContainerContent()
    }

    func widgetContent(in environment: EnvironmentValues, editing: ControlEditing) -> any WidgetContent {
        builtInContent(in: environment, at: editing.time) ?? ContainerContent()
    }

    /// A `Progress` cannot be observed on Linux (no key-value observing): while it runs, the
    /// view reads it again ten times a second; the bar of a date interval moves as often
    /// until the interval's end.
    func refreshInterval(in environment: EnvironmentValues, editing: ControlEditing) -> TimeInterval? {
        switch source {
        case .fraction: return nil
        case .progress(let progress): return progress.isFinished || progress.isCancelled ? nil : 0.1
        case .timer(let interval, _): return editing.time < interval.upperBound ? 0.1 : nil
        }
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(value: Double?.none, total: 1, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom
    /// label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, total: 1, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its
    /// label from a localized string.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(value: Double?.none, total: 1, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its
    /// label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(value: Double?.none, total: 1, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress (`nil`: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label and a
    /// label for the current value.
    ///
    /// ```swift
    /// ProgressView(value: 3, total: 10) { Text("Files") } currentValueLabel: { Text("3 of 10") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a localized string.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for visualizing a Foundation `Progress`: its completed
    /// fraction (indeterminate while its total is unknown), read again ten times a second
    /// until it finishes or is cancelled.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 100)
    /// ProgressView(progress)
    /// ```
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(source: .progress(progress), label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view over a date interval, with a custom label and current value
    /// label: its bar empties as time passes (fills, when it does not count down), read again
    /// ten times a second until the interval's end. A style receives no fraction.
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...end) { Text("Tea") } currentValueLabel: { Text("Steeping") }
    /// ```
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            source: .timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view based on a style configuration: its fraction and labels are
    /// the configuration's. Inside a style's body it is drawn with the default style.
    ///
    /// ```swift
    /// struct Tinted: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).tint(.green)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration)
    where
        Label == ProgressViewStyleConfiguration.Label,
        CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
    {
        self.init(
            source: .fraction(configuration.fractionCompleted), label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view over a date interval with a custom label; the current value
    /// label shows the time left (or elapsed) as a timer.
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...start.addingTimeInterval(180)) { Text("Tea") }
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            source: .timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view over a date interval, without a label; the current value
    /// label shows the time left (or elapsed) as a timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(
            source: .timer(timerInterval, countsDown: countsDown), label: nil,
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

/// A progress indicator (`ProgressView`); its label is drawn by the child widgets.
///
/// `linear`: a bar one line high across the widget's width, filled to ``fraction``, below
/// the label. `circular`: a one-cell spinner (indeterminate) or the percentage, followed
/// by a space and the label. `automatic` is linear with a fraction and circular without.
/// It sends no events.
public struct ProgressContent: WidgetContent, Equatable {
    /// The requested look.
    public enum Style: String, Equatable, Sendable {
        case automatic, linear, circular
    }
    /// The completed fraction in 0...1, or `nil` for indeterminate progress.
    public var fraction: Double?
    /// The look.
    public var style: Style
    /// Whether a label is drawn by the child widgets.
    public var hasLabel: Bool
    /// Whether the control is in an enabled context (a disabled one ignores input).
    public var isEnabled: Bool
    /// The accent colour (`tint(_:)`), or `nil` for the backend's.
    public var tint: Color? = nil

    /// Creates the content.
    public init(fraction: Double?, style: Style, hasLabel: Bool, isEnabled: Bool) {
        (self.fraction, self.style, self.hasLabel, self.isEnabled) = (fraction, style, hasLabel, isEnabled)
    }

    /// The look after resolving `automatic`.
    public var resolvedStyle: Style {
        style == .automatic ? (fraction == nil ? .circular : .linear) : style
    }

    /// The kind of widget.
    public var kind: String { "ProgressView" }
}
