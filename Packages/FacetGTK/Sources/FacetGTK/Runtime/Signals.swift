import CGTK

/// Connects GTK signals to Swift closures. The closure is retained by the signal's
/// closure data and released by GLib when the handler goes (with the widget).
@MainActor
enum Signals {
    /// A Swift closure kept alive by GLib as a signal's user data.
    private final class Handler {
        let action: @MainActor () -> Void
        init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    }

    /// Connects `signal` of `instance` (a handler with no arguments but the instance, such
    /// as `clicked`, `changed`, `activate`, `value-changed`) to `action`.
    @discardableResult
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void
    )
        -> UInt
    {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            guard let data else { return }
            let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { handler.action() }
        }
        return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), action)
    }

    /// Connects a `notify::property` signal (instance, parameter spec, data) to `action`.
    @discardableResult
    static func connectNotify(
        _ instance: UnsafeMutableRawPointer, property: String, _ action: @escaping @MainActor () -> Void
    ) -> UInt {
        let thunk:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
                Void = {
                    _, _, data in
                    guard let data else { return }
                    let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
                    MainActor.assumeIsolated { handler.action() }
                }
        return connect(instance, "notify::\(property)", unsafeBitCast(thunk, to: GCallback.self), action)
    }

    private static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback,
        _ action: @escaping @MainActor () -> Void
    ) -> UInt {
        let data = Unmanaged.passRetained(Handler(action)).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<Handler>.fromOpaque(data).release()
        }
        return UInt(facet_signal_connect(instance, signal, callback, data, release))
    }
}
