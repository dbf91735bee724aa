import CGTK

/// Connects GTK signals to Swift closures. The closure is retained by the signal's
/// closure data and released by GLib when the handler goes (with the widget).
@MainActor
enum Signals {
    typealias Raw = UnsafeMutableRawPointer

    /// A Swift closure kept alive by GLib as a signal's user data, with the signal's
    /// arguments it takes.
    @MainActor
    private class AnyHandler {}

    @MainActor
    private final class Handler<Arguments>: AnyHandler {
        let action: @MainActor (Arguments) -> Void
        init(_ action: @escaping @MainActor (Arguments) -> Void) { self.action = action }
    }

    /// A key controller's `key-pressed` handler, which says whether it handled the key.
    @MainActor
    private final class KeyHandler: AnyHandler {
        let action: @MainActor (UInt32, GdkModifierType) -> Bool
        init(_ action: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) { self.action = action }
    }

    /// Runs the handler behind a signal's user data with `arguments`.
    nonisolated private static func run<Arguments: Sendable>(_ data: Raw?, _ arguments: Arguments) {
        guard let data else { return }
        let handler = Unmanaged<Handler<Arguments>>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { handler.action(arguments) }
    }

    /// Connects `signal` of `instance` (a handler with no arguments but the instance, such
    /// as `clicked`, `changed`, `activate`, `value-changed`) to `action`.
    @discardableResult
    static func connect(_ instance: Raw, _ signal: String, _ action: @escaping @MainActor () -> Void) -> UInt
    {
        let thunk: @convention(c) (Raw?, Raw?) -> Void = { _, data in Signals.run(data, ()) }
        return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), Handler<Void>(action))
    }

    /// Connects a signal with one pointer or integer argument that `action` does not need
    /// (the event sequence of a gesture's `begin`/`end`, the parameter spec of `notify::…`,
    /// the previous flags of `state-flags-changed`): both are passed in one register.
    @discardableResult
    static func connectIgnoringArgument(
        _ instance: Raw, _ signal: String, _ action: @escaping @MainActor () -> Void
    ) -> UInt {
        let thunk: @convention(c) (Raw?, Raw?, Raw?) -> Void = { _, _, data in Signals.run(data, ()) }
        return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), Handler<Void>(action))
    }

    /// Connects a `notify::property` signal (instance, parameter spec, data) to `action`.
    @discardableResult
    static func connectNotify(_ instance: Raw, property: String, _ action: @escaping @MainActor () -> Void)
        -> UInt
    {
        connectIgnoringArgument(instance, "notify::\(property)", action)
    }

    /// Connects a signal with one double (`scale-changed`) to `action`.
    @discardableResult
    static func connect(_ instance: Raw, _ signal: String, _ action: @escaping @MainActor (Double) -> Void)
        -> UInt
    {
        let thunk: @convention(c) (Raw?, Double, Raw?) -> Void = { _, value, data in Signals.run(data, value)
        }
        return connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), Handler<Double>(action))
    }

    /// Connects a signal with two doubles (`drag-begin` x y, `drag-update` dx dy, `motion`
    /// x y, `angle-changed` angle delta) to `action`.
    @discardableResult
    static func connect(
        _ instance: Raw, _ signal: String, _ action: @escaping @MainActor (Double, Double) -> Void
    ) -> UInt {
        let thunk: @convention(c) (Raw?, Double, Double, Raw?) -> Void = { _, x, y, data in
            Signals.run(data, (x, y))
        }
        return connect(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            Handler<(Double, Double)> { action($0.0, $0.1) })
    }

    /// Connects a gesture's `pressed` signal (press count, x, y) to `action`.
    @discardableResult
    static func connectPress(
        _ instance: Raw, _ signal: String, _ action: @escaping @MainActor (Int, Double, Double) -> Void
    ) -> UInt {
        let thunk: @convention(c) (Raw?, Int32, Double, Double, Raw?) -> Void = { _, count, x, y, data in
            Signals.run(data, (Int(count), x, y))
        }
        return connect(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            Handler<(Int, Double, Double)> { action($0.0, $0.1, $0.2) })
    }

    /// Connects a key controller's `key-pressed` signal (key value, modifier state) to
    /// `action`, which returns whether it handled the key (a handled key goes no further).
    @discardableResult
    static func connectKeyPress(
        _ instance: Raw, _ action: @escaping @MainActor (UInt32, GdkModifierType) -> Bool
    )
        -> UInt
    {
        let thunk: @convention(c) (Raw?, UInt32, UInt32, GdkModifierType, Raw?) -> gboolean = {
            _, keyval, _, state, data in
            guard let data else { return 0 }
            let handler = Unmanaged<KeyHandler>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { handler.action(keyval, state) ? 1 : 0 }
        }
        return connect(instance, "key-pressed", unsafeBitCast(thunk, to: GCallback.self), KeyHandler(action))
    }

    private static func connect(
        _ instance: Raw, _ signal: String, _ callback: GCallback, _ handler: AnyHandler
    )
        -> UInt
    {
        let data = Unmanaged.passRetained(handler as AnyHandler).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<AnyHandler>.fromOpaque(data).release()
        }
        return UInt(facet_signal_connect(instance, signal, callback, data, release))
    }
}
