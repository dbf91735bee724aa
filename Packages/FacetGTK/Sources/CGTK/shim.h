// GTK 4 for Swift. C macros (g_signal_connect, the cast macros) do not import, so the few
// that FacetGTK needs are small inline functions here.
#include <gtk/gtk.h>

/// Connects a handler taking (instance, user data); `destroy` releases the data.
static inline gulong facet_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                          gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// The name of an object's dynamic type ("GtkLabel").
static inline const char *facet_type_name(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}

static inline GtkWidget *facet_widget(gpointer instance) { return GTK_WIDGET(instance); }

/// Sets a string property (g_object_set is variadic and does not import).
static inline void facet_set_string_property(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/// Sets a boolean property.
static inline void facet_set_bool_property(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/// Whether `instance` is of `type` or a subtype.
static inline gboolean facet_is_a(gpointer instance, GType type) {
    return G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

/// Emits a signal that takes no arguments and returns nothing ("clicked", "activate").
static inline void facet_signal_emit(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/// Emits a click gesture's "pressed" signal (n_press, x, y), as GTK does for a press.
static inline void facet_emit_pressed(gpointer gesture, int presses, double x, double y) {
    g_signal_emit_by_name(gesture, "pressed", presses, x, y);
}

/// Emits a click gesture's "released" signal (n_press, x, y), as GTK does for a click.
static inline void facet_emit_released(gpointer gesture, int presses, double x, double y) {
    g_signal_emit_by_name(gesture, "released", presses, x, y);
}

/// Emits a key controller's "key-pressed" signal, as GTK does for a key press; returns
/// whether a handler consumed it.
static inline gboolean facet_emit_key_pressed(gpointer controller, guint keyval, guint keycode,
                                              GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}

/// Emits a signal that takes two doubles ("drag-begin" x y, "drag-update" dx dy, "motion"
/// x y), as GTK does when the pointer acts.
static inline void facet_emit_xy(gpointer instance, const char *signal, double x, double y) {
    g_signal_emit_by_name(instance, signal, x, y);
}

/// Emits a signal that takes one double ("scale-changed" scale), as GTK does when two
/// fingers pinch.
static inline void facet_emit_double(gpointer instance, const char *signal, double value) {
    g_signal_emit_by_name(instance, signal, value);
}

/// Emits a signal that takes one pointer ("begin"/"end" of a gesture with its event
/// sequence, NULL for a touchpad gesture).
static inline void facet_emit_pointer(gpointer instance, const char *signal, gpointer value) {
    g_signal_emit_by_name(instance, signal, value);
}

// Accessibility: gtk_accessible_update_* and gtk_test_accessible_check_* are variadic.

/// Sets a string accessible property (`value` NULL: resets it).
static inline void facet_accessible_set_string(GtkWidget *widget, GtkAccessibleProperty property,
                                               const char *value) {
    if (value) gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
    else gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
}

/// Sets an integer accessible property (`set` FALSE: resets it).
static inline void facet_accessible_set_int(GtkWidget *widget, GtkAccessibleProperty property,
                                            gboolean set, int value) {
    if (set) gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
    else gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
}

/// Sets a boolean accessible property (`set` FALSE: resets it).
static inline void facet_accessible_set_bool_property(GtkWidget *widget, GtkAccessibleProperty property,
                                                      gboolean set, gboolean value) {
    if (set) gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
    else gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
}

/// Sets a boolean accessible state (`set` FALSE: resets it).
static inline void facet_accessible_set_bool_state(GtkWidget *widget, GtkAccessibleState state,
                                                   gboolean set, gboolean value) {
    if (set) gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, value, -1);
    else gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), state);
}

/// NULL when `widget`'s string property is `expected`, else its value (free with g_free).
static inline char *facet_test_accessible_check_string(GtkWidget *widget, GtkAccessibleProperty property,
                                                       const char *expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, expected);
}

/// NULL when `widget`'s integer property is `expected`, else its value (free with g_free).
static inline char *facet_test_accessible_check_int(GtkWidget *widget, GtkAccessibleProperty property,
                                                    int expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, expected);
}

/// NULL when `widget`'s boolean state is `expected`, else its value (free with g_free).
static inline char *facet_test_accessible_check_state(GtkWidget *widget, GtkAccessibleState state,
                                                      gboolean expected) {
    return gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), state, expected);
}
