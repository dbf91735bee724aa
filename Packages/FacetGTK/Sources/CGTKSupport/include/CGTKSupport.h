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

G_END_DECLS
