/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// The style makes the whole button: the button shows the style's body, and its action
/// runs when the body calls `configuration.trigger()`. The built-in styles (`.bordered`,
/// `.plain`…) are drawn by the backend's button widget.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// Button("Delete") { delete() }.buttonStyle(DoubleTapStyle())
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, for a ``PrimitiveButtonStyle``.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View, PrimitiveView, ErasingView {
        let content: any View
        public typealias Body = Never

        var erasedContent: any View { content }
    }

    /// An optional semantic role describing the button's purpose.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    init(role: ButtonRole?, label: Label, action: @escaping () -> Void) {
        (self.role, self.label, self.action) = (role, label, action)
    }

    /// Performs the button's action.
    public func trigger() { action() }
}

@_spi(Inspection)
extension PrimitiveButtonStyleConfiguration {
    /// A configuration with an empty label whose `trigger()` runs `onTrigger`, for tools
    /// that build a style's body on its own.
    @MainActor
    public static func inspection(role: ButtonRole? = nil, onTrigger: @escaping () -> Void)
        -> PrimitiveButtonStyleConfiguration
    {
        PrimitiveButtonStyleConfiguration(role: role, label: Label(content: EmptyView()), action: onTrigger)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and
    /// custom interaction behavior: its label, role and action are the configuration's.
    /// Inside a style's body it is drawn with the default style.
    ///
    /// ```swift
    /// struct Padded: PrimitiveButtonStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Button(configuration).padding(1)
    ///     }
    /// }
    /// ```
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// The default button style, based on the button's context (bordered on a terminal).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a default button style.
    nonisolated public init() {}
    /// A button drawn in the default style, with the configuration's label, role and action.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(self)
    }
    var appearance: ButtonContent.Style { .automatic }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a bordered button style.
    nonisolated public init() {}
    /// A bordered button with the configuration's label, role and action.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(self)
    }
    var appearance: ButtonContent.Style { .bordered }
}

/// A button style that applies standard border prominent artwork.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a bordered prominent button style.
    nonisolated public init() {}
    /// A prominent bordered button with the configuration's label, role and action.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(self)
    }
    var appearance: ButtonContent.Style { .borderedProminent }
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a borderless button style.
    nonisolated public init() {}
    /// A borderless button with the configuration's label, role and action.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(self)
    }
    var appearance: ButtonContent.Style { .borderless }
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a plain button style.
    nonisolated public init() {}
    /// A plain button with the configuration's label, role and action.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(self)
    }
    var appearance: ButtonContent.Style { .plain }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies prominent border artwork.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't decorate its content.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle {
    /// The look a backend draws for a built-in style, or `nil` for a style that makes the
    /// whole button.
    var builtInAppearance: ButtonContent.Style? {
        (self as? any BuiltInStyle<ButtonContent.Style>)?.appearance
    }
}
