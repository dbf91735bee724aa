import Foundation

/// The actions of the deprecated text input initialisers: `onEditingChanged` runs with `true`
/// when the field gains keyboard focus and `false` when it loses it; `onCommit` runs when the
/// user presses Return, before the `onSubmit(of:_:)` actions around the field.
@_spi(Inspection)
public struct TextInputEditingActions {
    /// Runs when editing begins (`true`) or ends (`false`).
    public internal(set) var onEditingChanged: ((Bool) -> Void)?
    /// Runs when the user commits the text (Return).
    public internal(set) var onCommit: (() -> Void)?
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string;
    /// `onEditingChanged` runs when editing begins and ends (focus), `onCommit` when the user
    /// presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        editingActions = TextInputEditingActions(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a text field with a text label generated from a localized title string;
    /// `onEditingChanged` runs when editing begins and ends (focus).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        editingActions = TextInputEditingActions(onEditingChanged: onEditingChanged, onCommit: nil)
    }

    /// Creates a text field with a text label generated from a localized title string; `onCommit`
    /// runs when the user presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        editingActions = TextInputEditingActions(onEditingChanged: nil, onCommit: onCommit)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string; `onEditingChanged` runs when editing begins and ends,
    /// `onCommit` when the user presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(
            format: TextFieldFormat(value: value, formatter: formatter), prompt: nil, label: Text(titleKey))
        editingActions = TextInputEditingActions(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string; `onCommit` runs when the user presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onCommit: @escaping () -> Void
    ) {
        self.init(
            format: TextFieldFormat(value: value, formatter: formatter), prompt: nil, label: Text(titleKey))
        editingActions = TextInputEditingActions(onEditingChanged: nil, onCommit: onCommit)
    }

    /// Creates a text field with a text label generated from a title string; `onEditingChanged`
    /// runs when editing begins and ends (focus), `onCommit` when the user presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
        editingActions = TextInputEditingActions(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a text field with a text label generated from a title string; `onEditingChanged`
    /// runs when editing begins and ends (focus).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
        editingActions = TextInputEditingActions(onEditingChanged: onEditingChanged, onCommit: nil)
    }

    /// Creates a text field with a text label generated from a title string; `onCommit` runs when
    /// the user presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
        editingActions = TextInputEditingActions(onEditingChanged: nil, onCommit: onCommit)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a title string; `onEditingChanged` runs when editing begins and ends, `onCommit` when
    /// the user presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(
            format: TextFieldFormat(value: value, formatter: formatter), prompt: nil, label: Text(title))
        editingActions = TextInputEditingActions(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a title string; `onCommit` runs when the user presses Return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(
            format: TextFieldFormat(value: value, formatter: formatter), prompt: nil, label: Text(title))
        editingActions = TextInputEditingActions(onEditingChanged: nil, onCommit: onCommit)
    }
}
