// FacetFrame: a GTK container that places each child at the exact rectangle FacetUI's
// layout gave it (GtkFixed sizes children by their own requests instead).
#pragma once
#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FACET_TYPE_FRAME (facet_frame_get_type())
G_DECLARE_FINAL_TYPE(FacetFrame, facet_frame, FACET, FRAME, GtkWidget)

/// Called when a frame is given a new size (the window's root frame reports resizes).
typedef void (*FacetFrameResizeHandler)(int width, int height, gpointer data);

/// A new, empty frame.
GtkWidget *facet_frame_new(void);

/// Sets where `child` (a child of a FacetFrame) is drawn, relative to its parent frame.
void facet_frame_place(GtkWidget *child, int x, int y, int width, int height);

/// Reports each new size of `frame` to `handler` (NULL: none).
void facet_frame_set_resize_handler(FacetFrame *frame, FacetFrameResizeHandler handler, gpointer data);

/// Whether `widget` is a FacetFrame.
gboolean facet_is_frame(GtkWidget *widget);

/// Drains the main dispatch queue from GLib's main loop whenever work is queued on it (a
/// GLib source watching libdispatch's main-queue wake-up eventfd): no polling, so an idle
/// app does not wake. FALSE when the main queue has no such handle (it is drained by
/// `dispatchMain()` instead). Attaching again does nothing.
gboolean facet_main_queue_attach(void);

/// How many times the main queue woke GLib's main loop.
guint64 facet_main_queue_wakeups(void);

/// Starts counting the iterations of the default main context (every wake-up of GLib's
/// main loop, whatever woke it).
void facet_main_loop_count_iterations(void);

/// The iterations counted since `facet_main_loop_count_iterations()`.
guint64 facet_main_loop_iterations(void);

G_END_DECLS
