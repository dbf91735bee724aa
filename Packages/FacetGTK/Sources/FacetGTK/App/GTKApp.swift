import CGTK
import CGTKSupport
import FacetUI
import Foundation

/// Runs a view as a GTK 4 window: GLib's main loop drives the app, and the main actor's
/// work (state updates, tasks) runs from it on the main thread.
///
/// ```swift
/// GTKApp.run(ContentView(), title: "Tasks")
/// ```
///
/// An `App` runs as a window instead of in the terminal when `FACET_BACKEND=gtk` is set: a
/// program that links FacetGTK has the "gtk" host registered as it loads (CGTKSupport's
/// load-time hook calls ``facetGTKLoaded()``), with no code of its own. ``register()`` does it
/// explicitly.
@MainActor
public enum GTKApp {
    /// Makes the GTK backend available to `App.main()` under the name "gtk".
    public static func register() {
        AppHost.register(AppHost(name: "gtk") { rootView, title in run(rootView, title: title) })
    }

    /// Shows `rootView` in a window titled `title` until the window is closed, then exits
    /// the process.
    public static func run<Root: View>(_ rootView: Root, title: String = "Facet") -> Never {
        guard GTK.initialize() else {
            FileHandle.standardError.write(
                Data(
                    "facet: GTK cannot open a display (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset"))\n"
                        .utf8))
            exit(1)
        }
        let backend = GTKBackend()
        let graph = ViewGraph(rootView: rootView, backend: backend, size: backend.windowSize)
        backend.onResize = { size in graph.resize(to: size) }
        backend.enableKeyboardShortcuts(for: graph)
        backend.enablePointerInput(for: graph)
        let loop = g_main_loop_new(nil, 0)
        // Closing the window destroys it (GTK's default), which ends the app.
        Signals.connect(UnsafeMutableRawPointer(backend.window), "destroy") { g_main_loop_quit(loop) }
        backend.presentWindow(title: title)
        if let path = ProcessInfo.processInfo.environment["FACET_GTK_SNAPSHOT"] {
            saveSnapshotAndQuit(backend, to: path, loop: loop)
        }
        if ProcessInfo.processInfo.environment["FACET_GTK_IDLE_REPORT"] != nil {
            reportIdleWakeUpsAndQuit(loop: loop)
        }
        drainMainQueueFromGLib()
        g_main_loop_run(loop)
        withExtendedLifetime((backend, graph)) {}
        exit(0)
    }

    /// The main actor's jobs are queued on the main dispatch queue: GLib's main loop drains
    /// it whenever work is queued there (it watches libdispatch's main-queue wake-up handle),
    /// and never wakes for it otherwise. Where the main queue has no such handle, Foundation's
    /// run loop drains it from a GLib timeout instead, a few hundred times a second.
    private static func drainMainQueueFromGLib() {
        guard facet_main_queue_attach() == 0 else { return }
        FileHandle.standardError.write(
            Data("facet: the main queue cannot wake GLib's loop; polling it every 4 ms\n".utf8))
        let drain: GSourceFunc = { _ in
            _ = RunLoop.main.run(mode: .default, before: Date())
            return 1
        }
        g_timeout_add(4, drain, nil)
    }

    /// `FACET_GTK_IDLE_REPORT=1`: counts how many times GLib's main loop wakes in one second
    /// of idling (in the quietest of up to 8 seconds, once the window has settled), then how
    /// long a main-actor job takes to run after it is queued; prints both and quits (exit
    /// status 0). For end-to-end tests.
    private static func reportIdleWakeUpsAndQuit(loop: OpaquePointer?) {
        facet_main_loop_count_iterations()
        // The loop's address, which (unlike the pointer) may cross into the timer closures.
        let address = Int(bitPattern: loop)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            MainActor.assumeIsolated {
                measureIdleSecond(loop: address, window: 1, quietest: .max, fromQueue: 0)
            }
        }
    }

    /// Measures one second; quits with the report once a second was quiet or after 8.
    private static func measureIdleSecond(loop: Int, window: Int, quietest: UInt, fromQueue: UInt) {
        let counts = IdleCounts(
            iterations: facet_main_loop_iterations(), wakeUps: facet_main_queue_wakeups(), loop: loop,
            window: window, quietest: quietest, fromQueue: fromQueue)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            MainActor.assumeIsolated { finishIdleSecond(counts) }
        }
    }

    private struct IdleCounts: Sendable {
        let iterations: UInt, wakeUps: UInt, loop: Int, window: Int, quietest: UInt, fromQueue: UInt
    }

    private static func finishIdleSecond(_ counts: IdleCounts) {
        var quietest = counts.quietest
        var fromQueue = counts.fromQueue
        let idle = facet_main_loop_iterations() - counts.iterations
        if idle < quietest {
            quietest = idle
            fromQueue = facet_main_queue_wakeups() - counts.wakeUps
        }
        if quietest > 3, counts.window < 8 {
            measureIdleSecond(
                loop: counts.loop, window: counts.window + 1, quietest: quietest, fromQueue: fromQueue)
        } else {
            report(loop: counts.loop, window: counts.window, wakeUps: quietest, fromQueue: fromQueue)
        }
    }

    private static func report(loop: Int, window: Int, wakeUps: UInt, fromQueue: UInt) {
        let queued = Date()
        Task { @MainActor in
            let latency = Date().timeIntervalSince(queued) * 1000
            print(
                "idle: \(wakeUps) main loop wake-ups in the quietest second of \(window) "
                    + "(\(fromQueue) from the main queue); "
                    + "a main-actor job ran \(String(format: "%.1f", latency)) ms after it was queued")
            g_main_loop_quit(OpaquePointer(bitPattern: loop))
        }
    }

    /// `FACET_GTK_SNAPSHOT=file.png`: once the window's first frame is drawn, writes it to
    /// the file and quits (exit status 0), or reports why it could not (status 1). For
    /// screenshots in documentation and end-to-end tests.
    private static func saveSnapshotAndQuit(_ backend: GTKBackend, to path: String, loop: OpaquePointer?) {
        var attempts = 0
        func attempt() {
            attempts += 1
            do {
                // A frame or two after the first layout, so that everything is drawn.
                guard attempts > 5, gtk_widget_get_width(backend.rootFrame) > 0 else {
                    throw WidgetSnapshot.Failure.notLaidOut
                }
                try WidgetSnapshot(of: backend.window).savePNG(to: path)
                g_main_loop_quit(loop)
            } catch {
                guard attempts < 500 else {
                    FileHandle.standardError.write(Data("facet: no snapshot: \(error)\n".utf8))
                    exit(1)
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { attempt() }
            }
        }
        DispatchQueue.main.async { attempt() }
    }
}

/// Registers the GTK app host at load time: called by CGTKSupport's constructor function,
/// before `main`, so that any program linking FacetGTK can run as a GTK window.
@_cdecl("facet_gtk_loaded")
public func facetGTKLoaded() {
    AppHost.registerAtLaunch {
        AppHost(name: "gtk") { rootView, title in GTKApp.run(rootView, title: title) }
    }
}
