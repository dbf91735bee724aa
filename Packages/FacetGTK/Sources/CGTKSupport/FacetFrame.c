#include "CGTKSupport.h"

struct _FacetFrame {
    GtkWidget parent_instance;
    FacetFrameResizeHandler resize_handler;
    gpointer resize_data;
    int last_width, last_height;
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
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
    G_OBJECT_CLASS(facet_frame_parent_class)->dispose(object);
}

static void facet_frame_class_init(FacetFrameClass *class) {
    G_OBJECT_CLASS(class)->dispose = facet_frame_dispose;
    GTK_WIDGET_CLASS(class)->measure = facet_frame_measure;
    GTK_WIDGET_CLASS(class)->size_allocate = facet_frame_size_allocate;
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(class), "facetframe");
}

static void facet_frame_init(FacetFrame *frame) {
    frame->resize_handler = NULL;
    frame->last_width = -1;
    frame->last_height = -1;
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
