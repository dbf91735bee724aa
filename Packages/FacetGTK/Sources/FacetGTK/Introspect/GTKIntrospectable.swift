import CGTK
@_spi(Advanced) import FacetIntrospect
import FacetUI

/// A view type introspectable on the GTK backend: which backing widgets stand for it.
public protocol GTKIntrospectable: IntrospectableViewType {
    /// Whether `widget` backs this kind of view (a `GtkScrolledWindow` of a `ScrollView`).
    @MainActor static func backs(_ widget: GTKWidget) -> Bool
}

extension PlatformViewVersion
where Version == GTKVersion, PlatformSpecificEntity == GTKWidget, SwiftUIViewType: GTKIntrospectable {
    /// GTK 4.8 (Debian 12).
    public static var v4_8: Self { Self(for: .v4_8, selector: .gtk(SwiftUIViewType.self)) }
    /// GTK 4.10.
    public static var v4_10: Self { Self(for: .v4_10, selector: .gtk(SwiftUIViewType.self)) }
    /// GTK 4.12.
    public static var v4_12: Self { Self(for: .v4_12, selector: .gtk(SwiftUIViewType.self)) }
    /// GTK 4.14.
    public static var v4_14: Self { Self(for: .v4_14, selector: .gtk(SwiftUIViewType.self)) }
    /// GTK 4.16.
    public static var v4_16: Self { Self(for: .v4_16, selector: .gtk(SwiftUIViewType.self)) }
    /// GTK 4.18.
    public static var v4_18: Self { Self(for: .v4_18, selector: .gtk(SwiftUIViewType.self)) }
}

extension IntrospectionSelector where Target == GTKWidget {
    /// The node → widget map, keeping the backing widgets of `type`; for the window, the
    /// backend's window.
    static func gtk<ViewType: GTKIntrospectable>(_ type: ViewType.Type) -> Self {
        type == WindowType.self ? .gtkWindow : .default.filtered { ViewType.backs($0) }
    }
}

extension GTKWidget {
    /// Whether the GTK widget is of the GTK class `name` or a subclass.
    @MainActor func isA(_ name: String) -> Bool {
        let type = g_type_from_name(name)
        return type != 0 && facet_is_a(UnsafeMutableRawPointer(widget), type) != 0
    }
}

extension ScrollViewType: GTKIntrospectable {
    /// The `GtkScrolledWindow` of a `ScrollView`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is ScrollViewContent }
}

extension ListType: GTKIntrospectable {
    /// The `GtkListBox` of a `List` (its rows' content widgets are their own).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is ListContent }
}

extension TextFieldType: GTKIntrospectable {
    /// The `GtkEntry` of a `TextField` (never a secure field's).
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? TextFieldContent).map { !$0.isSecure } ?? false
    }
}

extension SecureFieldType: GTKIntrospectable {
    /// The `GtkPasswordEntry` of a `SecureField`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? TextFieldContent)?.isSecure ?? false
    }
}

extension TextEditorType: GTKIntrospectable {
    /// The `GtkTextView` of a `TextEditor`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is TextEditorContent }
}

extension ToggleType: GTKIntrospectable {
    /// The `GtkSwitch`, `GtkCheckButton` or `GtkToggleButton` of a `Toggle`, by style.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is ToggleContent }
}

extension SliderType: GTKIntrospectable {
    /// The `GtkScale` of a `Slider`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is SliderContent }
}

extension StepperType: GTKIntrospectable {
    /// The `GtkSpinButton` of a `Stepper` bound to a number (the `GtkBox` of linked "−" and
    /// "+" buttons for one with only actions).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is StepperContent }
}

extension PickerWithMenuStyleType: GTKIntrospectable {
    /// The `GtkDropDown` of a menu-style `Picker`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.isA("GtkDropDown") }
}

extension PickerWithSegmentedStyleType: GTKIntrospectable {
    /// The `GtkBox` of a segmented `Picker`'s linked toggle buttons.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? PickerContent)?.style == .segmented
    }
}

extension ProgressViewWithLinearStyleType: GTKIntrospectable {
    /// The `GtkProgressBar` of a linear `ProgressView`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.isA("GtkProgressBar") }
}

extension ProgressViewWithCircularStyleType: GTKIntrospectable {
    /// The `GtkSpinner` of a circular (or indeterminate) `ProgressView`.
    public static func backs(_ widget: GTKWidget) -> Bool { widget.isA("GtkSpinner") }
}

extension ButtonType: GTKIntrospectable {
    /// The `GtkButton` of a `Button` (also `Link` and `NavigationLink`).
    public static func backs(_ widget: GTKWidget) -> Bool {
        widget.content is ButtonContent || widget.content is LinkContent
            || widget.content is NavigationLinkContent
    }
}

extension TabViewType: GTKIntrospectable {
    /// The `GtkStack` of a `TabView` (its `GtkStackSwitcher` shows the tabs).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is TabViewContent }
}

extension NavigationStackType: GTKIntrospectable {
    /// The `GtkHeaderBar` of a `NavigationStack` (above the top page).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is NavigationBarContent }
}

extension SheetType: GTKIntrospectable {
    /// A sheet's content frame; its ``GTKWidget/window`` is the modal `GtkWindow`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ModalContent)?.presentation == .sheet
    }
}

extension AlertType: GTKIntrospectable {
    /// An alert's content frame; its ``GTKWidget/window`` is the modal `GtkWindow`.
    public static func backs(_ widget: GTKWidget) -> Bool {
        (widget.content as? ModalContent)?.presentation == .alert
    }
}

extension ViewType: GTKIntrospectable {
    /// Any backing widget.
    public static func backs(_ widget: GTKWidget) -> Bool { true }
}

extension WindowType: GTKIntrospectable {
    /// The app's `GtkWindow` (found from any view in it).
    public static func backs(_ widget: GTKWidget) -> Bool { widget.content is WindowContent }
}

extension IntrospectionSelector where Target == GTKWidget {
    /// The backend's window, for either scope. It belongs to no node, so the closure runs
    /// once per introspected view.
    static var gtkWindow: Self {
        let window: @MainActor @Sendable (ViewNode) -> Match? = { node in
            guard let backend = node.graph.backend as? GTKBackend else { return nil }
            return (backend.windowWidget, nil)
        }
        return Self(receiver: window, ancestor: window)
    }
}
