import CGTK
@_spi(Advanced) import FacetIntrospect
import FacetUI

/// A view type introspectable on the GTK backend: which backing widgets stand for it.
public protocol GTKIntrospectable: IntrospectableViewType {
    /// Whether `widget` backs this kind of view (a `GtkScrolledWindow` of a `ScrollView`).
    @MainActor static func backs(_ widget: GTKWidget) -> Bool

    /// Whether `widget`, the widget of `node`, backs this kind of view, when the widget alone
    /// does not tell (a `Form`'s list is a list's); ``backs(_:)`` by default.
    @MainActor static func backs(_ widget: GTKWidget, in node: ViewNode?) -> Bool
}

extension GTKIntrospectable {
    /// The widget alone tells.
    @MainActor public static func backs(_ widget: GTKWidget, in node: ViewNode?) -> Bool { backs(widget) }
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
        type == WindowType.self ? .gtkWindow : .default.filtered { ViewType.backs($0, in: $1) }
    }
}

extension GTKWidget {
    /// Whether the GTK widget is of the GTK class `name` or a subclass.
    @MainActor func isA(_ name: String) -> Bool {
        let type = g_type_from_name(name)
        return type != 0 && facet_is_a(UnsafeMutableRawPointer(widget), type) != 0
    }
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
