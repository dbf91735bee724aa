import Foundation

/// A way to run an app's window on a backend other than the terminal.
///
/// A backend package registers one (FacetGTK's `GTKApp.register()`); `App.main()` uses it
/// when the `FACET_BACKEND` environment variable names it, so one program runs in the
/// terminal or, for example, as a GTK window:
///
/// ```sh
/// FACET_BACKEND=gtk swift run facet-demo
/// ```
@MainActor
public struct AppHost {
    /// The name `FACET_BACKEND` selects it by ("gtk").
    public let name: String
    /// Runs the window's root view until the app ends.
    public let run: @MainActor (_ rootView: AnyView, _ title: String) -> Never

    /// Creates a host named `name`.
    public init(name: String, run: @escaping @MainActor (_ rootView: AnyView, _ title: String) -> Never) {
        (self.name, self.run) = (name, run)
    }

    /// The hosts registered so far, by name.
    public private(set) static var registered: [String: AppHost] = [:]

    /// Makes `host` available to `App.main()`.
    public static func register(_ host: AppHost) { registered[host.name] = host }

    /// Registers, before `App.main()` looks for a host, the one `make` makes: what a backend
    /// module does as it is loaded (on any thread, before the main actor runs anything), so
    /// that linking it is enough for `FACET_BACKEND` to find it.
    ///
    /// ```swift
    /// @_cdecl("my_backend_loaded") func loaded() {
    ///     AppHost.registerAtLaunch { AppHost(name: "mine") { root, title in MyBackend.run(root, title) } }
    /// }
    /// ```
    nonisolated public static func registerAtLaunch(_ make: @escaping @MainActor @Sendable () -> AppHost) {
        launchLock.withLock { launchRegistrations.append(make) }
    }

    /// Hosts registered at load time, not yet made (guarded by `launchLock`).
    private nonisolated(unsafe) static var launchRegistrations: [@MainActor @Sendable () -> AppHost] = []
    private nonisolated static let launchLock = NSLock()

    /// Registers the hosts of ``registerAtLaunch(_:)``.
    private static func registerLaunchHosts() {
        let pending = launchLock.withLock {
            defer { launchRegistrations.removeAll() }
            return launchRegistrations
        }
        for make in pending {
            let host = make()
            if registered[host.name] == nil { register(host) }
        }
    }

    /// The host `FACET_BACKEND` asks for: `nil` for the terminal (unset, empty or
    /// "terminal"); an error naming the known backends when none has that name.
    @_spi(Backend) public static func requested(environment: [String: String]) -> Result<
        AppHost?, AppHostError
    > {
        guard let name = environment["FACET_BACKEND"], !name.isEmpty, name != "terminal" else {
            return .success(nil)
        }
        registerLaunchHosts()
        if let host = registered[name] { return .success(host) }
        return .failure(AppHostError(requested: name, known: ["terminal"] + registered.keys.sorted()))
    }
}

/// `FACET_BACKEND` names a backend this program does not have.
public struct AppHostError: Error, Equatable, CustomStringConvertible {
    /// The name asked for.
    public let requested: String
    /// The backends this program can run on.
    public let known: [String]

    public var description: String {
        "FACET_BACKEND=\(requested): this program has no such backend (it has: \(known.joined(separator: ", ")))"
    }
}
