#include "CGTKSupport.h"
#include <glib-unix.h>
#include <sys/eventfd.h>

// libdispatch's run-loop integration (the functions swift-corelibs-foundation's CFRunLoop
// uses on Linux): the main queue's wake-up handle is an eventfd that becomes readable
// when work is queued on the main queue, and the callback drains that work.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *ignored);

static guint main_queue_source;
static guint64 main_queue_wakeups;
static guint64 loop_iterations;

static gboolean facet_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    eventfd_t value;
    // Reads (resets) the eventfd before draining, so that work queued while draining wakes
    // the loop again rather than being lost.
    (void)eventfd_read(fd, &value);
    main_queue_wakeups++;
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

gboolean facet_main_queue_attach(void) {
    if (main_queue_source) return TRUE;
    int fd = _dispatch_get_main_queue_handle_4CF();
    if (fd < 0) return FALSE;
    main_queue_source = g_unix_fd_add(fd, G_IO_IN, facet_main_queue_ready, NULL);
    return main_queue_source != 0;
}

guint64 facet_main_queue_wakeups(void) { return main_queue_wakeups; }

// A source that is never ready: GLib calls its prepare function once per iteration of the
// main loop, which is what this counts.
static gboolean counter_prepare(GSource *source, gint *timeout) {
    (void)source;
    *timeout = -1;
    loop_iterations++;
    return FALSE;
}

static gboolean counter_check(GSource *source) {
    (void)source;
    return FALSE;
}

static gboolean counter_dispatch(GSource *source, GSourceFunc callback, gpointer data) {
    (void)source;
    (void)callback;
    (void)data;
    return G_SOURCE_CONTINUE;
}

static GSourceFuncs counter_funcs = {counter_prepare, counter_check, counter_dispatch, NULL, NULL, NULL};

void facet_main_loop_count_iterations(void) {
    static GSource *counter;
    if (counter) return;
    counter = g_source_new(&counter_funcs, sizeof(GSource));
    g_source_attach(counter, NULL);
}

guint64 facet_main_loop_iterations(void) { return loop_iterations; }
