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

/// What a frame does to the drawing of its children.
typedef enum {
    FACET_EFFECT_NONE,
    /// `matrix` (column-major 4 × 4, as graphene) and `offset` map each colour.
    FACET_EFFECT_COLOR_MATRIX,
    /// A Gaussian blur of `radius`.
    FACET_EFFECT_BLUR,
    /// A shadow of `color`, offset by `dx`, `dy`, blurred by `radius`.
    FACET_EFFECT_SHADOW,
    /// Clipped to `rect` (x, y, width, height) with elliptical corners of `corner`.
    FACET_EFFECT_ROUNDED_CLIP,
    /// Clipped to the path given with the effect, with the even-odd rule when `even_odd`.
    FACET_EFFECT_PATH_CLIP,
    /// Blended with the siblings drawn before it with `blend_mode` (a GskBlendMode, or
    /// FACET_BLEND_DESTINATION_OVER).
    FACET_EFFECT_BLEND,
    /// Shown only where its mask layer child (FACET_EFFECT_MASK_LAYER) draws, with the
    /// mask's alpha.
    FACET_EFFECT_MASK,
    /// Not drawn itself: the mask of its parent frame.
    FACET_EFFECT_MASK_LAYER,
    /// Drawn transformed by `matrix` (row-major 4 × 4 for row vectors, as graphene), in the
    /// frame's coordinates.
    FACET_EFFECT_TRANSFORM,
} FacetEffectKind;

/// The blend mode that draws what is behind over the view (GSK has no such mode).
#define FACET_BLEND_DESTINATION_OVER 1000

typedef struct {
    FacetEffectKind kind;
    float matrix[16];
    float offset[4];
    float radius;
    GdkRGBA color;
    float dx, dy;
    float rect[4];
    float corner[2];
    gboolean even_odd;
    int blend_mode;
} FacetEffect;

/// Sets the effect of `frame` (NULL: none); the frame takes ownership of `clip_path`
/// (for FACET_EFFECT_PATH_CLIP; may be NULL).
void facet_frame_set_effect(GtkWidget *frame, const FacetEffect *effect, cairo_path_t *clip_path);

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
