import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Without a value it is indeterminate (a spinner); with one it shows the fraction
/// `value / total`, clamped to 0...1. Its label is drawn above a linear bar, or after a
/// circular indicator.
///
/// ```swift
/// ProgressView()                                   // indeterminate
/// ProgressView("Downloading", value: received, total: size)
///     .progressViewStyle(.linear)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, ControlView {
    let fraction: Double?
    let labelView: Label?

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?) {
        if let value, total > 0 {
            fraction = min(max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = value == nil ? nil : 0
        }
        labelView = label
    }

    /// A primitive view: the graph builds it.
    public typealias Body = Never

    static var sizesWidget: Bool { true }

    func label(in environment: EnvironmentValues) -> Label? { labelView }

    func widgetContent(in environment: EnvironmentValues) -> any WidgetContent {
        var content = ProgressContent(
            fraction: fraction, style: environment.progressViewStyle.appearance, hasLabel: labelView != nil,
            isEnabled: environment.isEnabled)
        content.tint = environment.tint
        return content
    }

    func handle(_ event: WidgetEvent, environment: EnvironmentValues) {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(value: Double?.none, total: 1, label: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom
    /// label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, total: 1, label: label())
    }

    /// Creates a progress view for showing indeterminate progress that generates its
    /// label from a localized string.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(value: Double?.none, total: 1, label: Text(titleKey))
    }

    /// Creates a progress view for showing indeterminate progress that generates its
    /// label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(value: Double?.none, total: 1, label: Text(title))
    }

    /// Creates a progress view for showing determinate progress (`nil`: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value, total: total, label: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label())
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a localized string.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(value: value, total: total, label: Text(titleKey))
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(value: value, total: total, label: Text(title))
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
