import CGTK
import FacetUI

/// Keyboard shortcuts in a GTK window: a key press the focused widget did not consume
/// activates the view whose `keyboardShortcut(_:)` matches it (Ctrl stands for Command).
@MainActor
enum GTKShortcuts {
    /// Listens to the key presses `window` receives and hands them to `graph`.
    static func install(on window: UnsafeMutablePointer<GtkWidget>, for graph: ViewGraph) {
        let controller = gtk_event_controller_key_new()!
        let pressed:
            @convention(c) (OpaquePointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?) ->
                gboolean = {
                    _, keyval, _, state, data in
                    guard let data else { return 0 }
                    let box = Unmanaged<WeakGraph>.fromOpaque(data).takeUnretainedValue()
                    return MainActor.assumeIsolated {
                        guard let graph = box.graph else { return 0 }
                        return graph.performKeyboardShortcut(
                            GTKShortcuts.shortcuts(keyval: keyval, state: state)) ? 1 : 0
                    }
                }
        let data = Unmanaged.passRetained(WeakGraph(graph)).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<WeakGraph>.fromOpaque(data).release()
        }
        facet_signal_connect(
            UnsafeMutableRawPointer(controller), "key-pressed", unsafeBitCast(pressed, to: GCallback.self),
            data, release)
        gtk_widget_add_controller(window, controller)
    }

    /// The shortcuts a GDK key press stands for.
    static func shortcuts(keyval: UInt32, state: GdkModifierType) -> [KeyboardShortcut] {
        guard let key = equivalent(of: keyval) else { return [] }
        var modifiers: EventModifiers = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        return KeyboardShortcut.candidates(key: key, modifiers: modifiers)
    }

    private static func equivalent(of keyval: UInt32) -> KeyEquivalent? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter: return .return
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab: return .tab
        case GDK_KEY_BackSpace: return .delete
        case GDK_KEY_Delete: return .deleteForward
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_Up: return .upArrow
        case GDK_KEY_Down: return .downArrow
        case GDK_KEY_Left: return .leftArrow
        case GDK_KEY_Right: return .rightArrow
        case GDK_KEY_Home: return .home
        case GDK_KEY_End: return .end
        case GDK_KEY_Page_Up: return .pageUp
        case GDK_KEY_Page_Down: return .pageDown
        default:
            let scalar = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
            guard scalar != 0, let character = Unicode.Scalar(scalar) else { return nil }
            return KeyEquivalent(Character(character))
        }
    }

    /// The graph, not kept alive by the window's controller.
    private final class WeakGraph {
        weak var graph: ViewGraph?
        init(_ graph: ViewGraph) { self.graph = graph }
    }
}

extension GTKBackend {
    /// Makes the keyboard shortcuts of `graph`'s views work in the window (``GTKApp`` does
    /// this for the app's window).
    public func enableKeyboardShortcuts(for graph: ViewGraph) {
        GTKShortcuts.install(on: window, for: graph)
    }
}
