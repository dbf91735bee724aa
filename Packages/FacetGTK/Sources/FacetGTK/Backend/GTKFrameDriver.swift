import CGTK
@_spi(Backend) import FacetUICore
import Foundation

/// Delivers a graph's frames from GTK's frame clock: a tick callback on the window
/// (`gtk_widget_add_tick_callback`), added only while the graph requests frames and removed
/// as soon as it requests none, so that an idle window does not wake. A request for a later
/// time (a timeline's next minute) waits with one GLib timeout, then ticks.
@_spi(Backend)
@MainActor
public final class GTKFrameDriver: FrameDriver {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private weak var clock: FrameClock?
    private var tickCallback: guint = 0
    private var timeout: guint = 0
    /// The time the graph asked for frames from.
    private var start: Date?
    private var isInTick = false
    private var wantsTicks = false
    /// How many ticks delivered a frame.
    public private(set) var ticks = 0
    /// How many times a tick callback was added to the window.
    public private(set) var tickCallbacksAdded = 0

    /// A driver ticking with `widget`'s frame clock (the window's).
    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        // Kept alive until the callback is removed (the backend destroys its window first).
        g_object_ref(UnsafeMutableRawPointer(widget))
    }

    /// Whether a tick callback is registered on the window now.
    public var isTicking: Bool { tickCallback != 0 && wantsTicks }

    /// Whether a timeout waits for a later frame.
    public var isWaiting: Bool { timeout != 0 }

    public var now: Date { Date() }

    public func scheduleFrames(from date: Date?, for clock: FrameClock) {
        start = date
        cancelTimeout()
        guard let date else { return stopTicking() }
        self.clock = clock
        let delay = date.timeIntervalSinceNow
        guard delay > 0.001 else { return startTicking() }
        stopTicking()
        let fired: GSourceFunc = { data in
            guard let data else { return 0 }
            let driver = Unmanaged<GTKFrameDriver>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                driver.timeout = 0
                driver.startTicking()
            }
            return 0
        }
        timeout = g_timeout_add(
            guint((delay * 1000).rounded(.up)), fired, Unmanaged.passUnretained(self).toOpaque())
    }

    private func startTicking() {
        wantsTicks = true
        guard tickCallback == 0 else { return }
        let tick: GtkTickCallback = { _, _, data in
            guard let data else { return 0 }
            let driver = Unmanaged<GTKFrameDriver>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { driver.tick() }
        }
        tickCallbacksAdded += 1
        tickCallback = gtk_widget_add_tick_callback(
            widget, tick, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Delivers one frame; answers whether GTK should keep the callback.
    private func tick() -> gboolean {
        guard wantsTicks, let clock else {
            tickCallback = 0
            return 0
        }
        ticks += 1
        isInTick = true
        clock.deliverFrame(at: max(Date(), start ?? .distantPast))
        isInTick = false
        guard wantsTicks else {
            tickCallback = 0
            return 0
        }
        return 1
    }

    private func stopTicking() {
        wantsTicks = false
        // Inside the callback, returning G_SOURCE_REMOVE ends it.
        guard tickCallback != 0, !isInTick else { return }
        gtk_widget_remove_tick_callback(widget, tickCallback)
        tickCallback = 0
    }

    private func cancelTimeout() {
        guard timeout != 0 else { return }
        g_source_remove(timeout)
        timeout = 0
    }

    isolated deinit {
        cancelTimeout()
        stopTicking()
        g_object_unref(UnsafeMutableRawPointer(widget))
    }
}

extension GTKBackend {
    /// The window's frame clock delivers the graph's frames.
    @_spi(Backend) public var frameDriver: (any FrameDriver)? { frames }
}
