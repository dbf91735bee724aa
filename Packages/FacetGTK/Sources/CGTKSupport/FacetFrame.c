#include "CGTKSupport.h"

struct _FacetFrame {
    GtkWidget parent_instance;
    FacetFrameResizeHandler resize_handler;
    gpointer resize_data;
    int last_width, last_height;
    FacetEffect effect;
    cairo_path_t *clip_path;
};

G_DEFINE_TYPE(FacetFrame, facet_frame, GTK_TYPE_WIDGET)

typedef struct {
    int x, y, width, height;
} FacetRect;

static const char *const rect_key = "facet-frame-rect";

static FacetRect *rect_of(GtkWidget *child) { return g_object_get_data(G_OBJECT(child), rect_key); }

// Natural size: the extent of the placed children; minimum: nothing (the layout decides).
static void facet_frame_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                int *natural, int *minimum_baseline, int *natural_baseline) {
    (void)for_size;
    int extent = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        FacetRect *rect = rect_of(child);
        if (!rect) continue;
        int end = orientation == GTK_ORIENTATION_HORIZONTAL ? rect->x + rect->width : rect->y + rect->height;
        if (end > extent) extent = end;
    }
    *minimum = 0;
    *natural = extent;
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

// Each child gets its rectangle; never less than its minimum, which GTK requires (labels
// ellipsize, so their minimum is small).
static void facet_frame_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        // A popover (a context menu's) is a surface of its own: it is presented, not placed.
        if (GTK_IS_POPOVER(child)) {
            gtk_popover_present(GTK_POPOVER(child));
            continue;
        }
        FacetRect *rect = rect_of(child);
        if (!rect || !gtk_widget_should_layout(child)) continue;
        int min_width = 0, min_height = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
        int child_width = MAX(rect->width, min_width);
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, child_width, &min_height, NULL, NULL, NULL);
        GtkAllocation allocation = {rect->x, rect->y, child_width, MAX(rect->height, min_height)};
        gtk_widget_size_allocate(child, &allocation, -1);
    }
    FacetFrame *frame = FACET_FRAME(widget);
    if (frame->resize_handler && (width != frame->last_width || height != frame->last_height)) {
        frame->last_width = width;
        frame->last_height = height;
        frame->resize_handler(width, height, frame->resize_data);
    }
}

static void facet_frame_dispose(GObject *object) {
    FacetFrame *frame = FACET_FRAME(object);
    if (frame->clip_path) {
        cairo_path_destroy(frame->clip_path);
        frame->clip_path = NULL;
    }
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(facet_frame_parent_class)->dispose(object);
}


static FacetEffect *effect_of(GtkWidget *widget) {
    return FACET_IS_FRAME(widget) ? &FACET_FRAME(widget)->effect : NULL;
}

// Draws the children from the first up to `last` (all when NULL). A child that blends
// with what is behind it is the top of a blend node whose bottom is the siblings drawn
// before it: GTK snapshots each widget on its own, so its parent composes the blend.
static void snapshot_children(GtkWidget *widget, GtkSnapshot *snapshot, GtkWidget *last) {
    if (!last) last = gtk_widget_get_last_child(widget);
    GtkWidget *blended = NULL;
    for (GtkWidget *child = last; child; child = gtk_widget_get_prev_sibling(child)) {
        FacetEffect *effect = effect_of(child);
        if (effect && effect->kind == FACET_EFFECT_BLEND) {
            blended = child;
            break;
        }
    }
    GtkWidget *start = gtk_widget_get_first_child(widget);
    if (blended) {
        FacetEffect *effect = effect_of(blended);
        GtkWidget *before = gtk_widget_get_prev_sibling(blended);
        if (effect->blend_mode == FACET_BLEND_DESTINATION_OVER) {
            // What is behind is drawn over the view.
            gtk_widget_snapshot_child(widget, blended, snapshot);
            if (before) snapshot_children(widget, snapshot, before);
        } else {
            gtk_snapshot_push_blend(snapshot, (GskBlendMode)effect->blend_mode);
            if (before) snapshot_children(widget, snapshot, before);
            gtk_snapshot_pop(snapshot);
            gtk_widget_snapshot_child(widget, blended, snapshot);
            gtk_snapshot_pop(snapshot);
        }
        if (blended == last) return;
        start = gtk_widget_get_next_sibling(blended);
    }
    for (GtkWidget *child = start; child; child = gtk_widget_get_next_sibling(child)) {
        FacetEffect *effect = effect_of(child);
        if (!effect || effect->kind != FACET_EFFECT_MASK_LAYER) gtk_widget_snapshot_child(widget, child, snapshot);
        if (child == last) break;
    }
}

// A cairo renderer of its own for offscreen drawing, realized without a surface: the
// window's renderer is in the middle of drawing the frame that asks for it.
static GskRenderer *offscreen_renderer(void) {
    static GskRenderer *renderer = NULL;
    if (!renderer) {
        renderer = gsk_cairo_renderer_new();
        if (!gsk_renderer_realize(renderer, NULL, NULL)) g_clear_object(&renderer);
    }
    return renderer;
}

// `node` rendered into a new image surface of the widget's size (blank if it cannot be).
static cairo_surface_t *render_offscreen(GtkWidget *widget, GskRenderNode *node) {
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GskRenderer *renderer = offscreen_renderer();
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, MAX(width, 1), MAX(height, 1));
    if (!node || width <= 0 || height <= 0 || !renderer) return surface;
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &bounds);
    if (!texture) return surface;
    cairo_surface_flush(surface);
    gdk_texture_download(texture, cairo_image_surface_get_data(surface), cairo_image_surface_get_stride(surface));
    cairo_surface_mark_dirty(surface);
    g_object_unref(texture);
    return surface;
}

// The children drawn offscreen, as a surface.
static cairo_surface_t *children_offscreen(GtkWidget *widget) {
    GtkSnapshot *offscreen = gtk_snapshot_new();
    snapshot_children(widget, offscreen, NULL);
    GskRenderNode *node = gtk_snapshot_free_to_node(offscreen);
    cairo_surface_t *surface = render_offscreen(widget, node);
    if (node) gsk_render_node_unref(node);
    return surface;
}

static cairo_t *append_cairo(GtkWidget *widget, GtkSnapshot *snapshot) {
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, gtk_widget_get_width(widget), gtk_widget_get_height(widget));
    return gtk_snapshot_append_cairo(snapshot, &bounds);
}

// The children painted through a cairo clip of the frame's path (GTK 4.8 has no path
// clip node).
static void snapshot_clipped_to_path(GtkWidget *widget, GtkSnapshot *snapshot, cairo_path_t *path, gboolean even_odd) {
    if (gtk_widget_get_width(widget) <= 0 || gtk_widget_get_height(widget) <= 0) return;
    cairo_surface_t *surface = children_offscreen(widget);
    cairo_t *cairo = append_cairo(widget, snapshot);
    cairo_append_path(cairo, path);
    cairo_set_fill_rule(cairo, even_odd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
    cairo_clip(cairo);
    cairo_set_source_surface(cairo, surface, 0, 0);
    cairo_paint(cairo);
    cairo_destroy(cairo);
    cairo_surface_destroy(surface);
}

// The children painted through the alpha of the mask layer children (GTK 4.8 has no
// mask node).
static void snapshot_masked(GtkWidget *widget, GtkSnapshot *snapshot) {
    if (gtk_widget_get_width(widget) <= 0 || gtk_widget_get_height(widget) <= 0) return;
    cairo_surface_t *content = children_offscreen(widget);
    GtkSnapshot *mask_snapshot = gtk_snapshot_new();
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        FacetEffect *effect = effect_of(child);
        if (effect && effect->kind == FACET_EFFECT_MASK_LAYER) gtk_widget_snapshot_child(widget, child, mask_snapshot);
    }
    GskRenderNode *mask_node = gtk_snapshot_free_to_node(mask_snapshot);
    cairo_surface_t *mask = render_offscreen(widget, mask_node);
    if (mask_node) gsk_render_node_unref(mask_node);
    cairo_t *cairo = append_cairo(widget, snapshot);
    cairo_set_source_surface(cairo, content, 0, 0);
    cairo_mask_surface(cairo, mask, 0, 0);
    cairo_destroy(cairo);
    cairo_surface_destroy(content);
    cairo_surface_destroy(mask);
}

// The transform of a row-major 4 × 4 matrix. An affine one is made as a 2D transform (from
// its CSS form): GSK's cairo renderer draws only those; a projective one needs a 3D-capable
// renderer (GL).
static GskTransform *transform_of(const float *m) {
    if (m[3] == 0 && m[7] == 0 && m[15] == 1 && m[2] == 0 && m[6] == 0 && m[14] == 0) {
        const float values[6] = {m[0], m[1], m[4], m[5], m[12], m[13]};
        GString *css = g_string_new("matrix(");
        for (int i = 0; i < 6; i++) {
            char number[G_ASCII_DTOSTR_BUF_SIZE];
            g_string_append(css, g_ascii_dtostr(number, sizeof number, values[i]));
            g_string_append(css, i < 5 ? "," : ")");
        }
        GskTransform *transform = NULL;
        gboolean parsed = gsk_transform_parse(css->str, &transform);
        g_string_free(css, TRUE);
        if (parsed) return transform;
        gsk_transform_unref(transform);
    }
    graphene_matrix_t matrix;
    graphene_matrix_init_from_float(&matrix, m);
    return gsk_transform_matrix(NULL, &matrix);
}

static void facet_frame_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    FacetFrame *frame = FACET_FRAME(widget);
    FacetEffect *effect = &frame->effect;
    int pushes = 0;
    gboolean saved = FALSE;
    switch (effect->kind) {
    case FACET_EFFECT_TRANSFORM: {
        gtk_snapshot_save(snapshot);
        GskTransform *transform = transform_of(effect->matrix);
        gtk_snapshot_transform(snapshot, transform);
        gsk_transform_unref(transform);
        saved = TRUE;
        break;
    }
    case FACET_EFFECT_COLOR_MATRIX: {
        graphene_matrix_t matrix;
        graphene_vec4_t offset;
        graphene_matrix_init_from_float(&matrix, effect->matrix);
        graphene_vec4_init_from_float(&offset, effect->offset);
        gtk_snapshot_push_color_matrix(snapshot, &matrix, &offset);
        pushes++;
        break;
    }
    case FACET_EFFECT_BLUR:
        if (effect->radius > 0) {
            gtk_snapshot_push_blur(snapshot, effect->radius);
            pushes++;
        }
        break;
    case FACET_EFFECT_SHADOW: {
        GskShadow shadow = {effect->color, effect->dx, effect->dy, effect->radius};
        gtk_snapshot_push_shadow(snapshot, &shadow, 1);
        pushes++;
        break;
    }
    case FACET_EFFECT_ROUNDED_CLIP: {
        GskRoundedRect clip;
        graphene_rect_t rect = GRAPHENE_RECT_INIT(effect->rect[0], effect->rect[1], effect->rect[2], effect->rect[3]);
        graphene_size_t corner = GRAPHENE_SIZE_INIT(effect->corner[0], effect->corner[1]);
        gsk_rounded_rect_init(&clip, &rect, &corner, &corner, &corner, &corner);
        gtk_snapshot_push_rounded_clip(snapshot, &clip);
        pushes++;
        break;
    }
    case FACET_EFFECT_MASK:
        snapshot_masked(widget, snapshot);
        return;
    case FACET_EFFECT_PATH_CLIP:
        if (frame->clip_path) {
            snapshot_clipped_to_path(widget, snapshot, frame->clip_path, effect->even_odd);
            return;
        }
        break;
    default:
        break;
    }
    snapshot_children(widget, snapshot, NULL);
    while (pushes-- > 0) gtk_snapshot_pop(snapshot);
    if (saved) gtk_snapshot_restore(snapshot);
}

static void facet_frame_class_init(FacetFrameClass *class) {
    G_OBJECT_CLASS(class)->dispose = facet_frame_dispose;
    GTK_WIDGET_CLASS(class)->measure = facet_frame_measure;
    GTK_WIDGET_CLASS(class)->size_allocate = facet_frame_size_allocate;
    GTK_WIDGET_CLASS(class)->snapshot = facet_frame_snapshot;
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(class), "facetframe");
}

static void facet_frame_init(FacetFrame *frame) {
    frame->resize_handler = NULL;
    frame->last_width = -1;
    frame->last_height = -1;
    frame->effect = (FacetEffect){.kind = FACET_EFFECT_NONE};
    frame->clip_path = NULL;
}

GtkWidget *facet_frame_new(void) { return g_object_new(FACET_TYPE_FRAME, NULL); }

void facet_frame_place(GtkWidget *child, int x, int y, int width, int height) {
    FacetRect *rect = rect_of(child);
    if (!rect) {
        rect = g_new0(FacetRect, 1);
        g_object_set_data_full(G_OBJECT(child), rect_key, rect, g_free);
    }
    if (rect->x == x && rect->y == y && rect->width == width && rect->height == height) return;
    *rect = (FacetRect){x, y, width, height};
    GtkWidget *parent = gtk_widget_get_parent(child);
    if (parent) gtk_widget_queue_resize(parent);
}

void facet_frame_set_resize_handler(FacetFrame *frame, FacetFrameResizeHandler handler, gpointer data) {
    frame->resize_handler = handler;
    frame->resize_data = data;
}

gboolean facet_is_frame(GtkWidget *widget) { return FACET_IS_FRAME(widget); }

void facet_frame_set_effect(GtkWidget *widget, const FacetEffect *effect, cairo_path_t *clip_path) {
    if (!FACET_IS_FRAME(widget)) return;
    FacetFrame *frame = FACET_FRAME(widget);
    frame->effect = effect ? *effect : (FacetEffect){.kind = FACET_EFFECT_NONE};
    if (frame->clip_path) cairo_path_destroy(frame->clip_path);
    frame->clip_path = clip_path;
    // A blend is drawn by the parent frame.
    GtkWidget *parent = gtk_widget_get_parent(widget);
    if (parent) gtk_widget_queue_draw(parent);
    gtk_widget_queue_draw(widget);
}
