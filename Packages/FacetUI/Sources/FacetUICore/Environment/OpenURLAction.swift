import Foundation

/// An action that opens a URL; read it from the environment and call it.
///
/// The default action performs the system action: on Linux it starts `xdg-open` with
/// the URL as its only argument (no shell is involved) when `xdg-open` is on the `PATH`,
/// and reports the URL as not accepted otherwise. Install your own handler to route URLs
/// inside the app:
///
/// ```swift
/// ContentView()
///     .environment(\.openURL, OpenURLAction { url in
///         router.open(url) ? .handled : .systemAction
///     })
///
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
@MainActor @preconcurrency
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded
            case systemAction(URL?)
        }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The handler asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    /// The custom handler; `nil` for the default action (the system action).
    nonisolated let handler: Handler?

    /// Holds a handler, which is only called on the main actor.
    final class Handler: @unchecked Sendable {
        let call: (URL) -> Result
        init(_ call: @escaping (URL) -> Result) { self.call = call }
    }

    /// Creates an action that opens a URL with `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = Handler(handler) }

    /// The default action: the system action.
    nonisolated init() { handler = nil }

    /// Opens a URL, following the handler's result.
    public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens a URL and reports whether it was accepted (asynchronously when the system
    /// opens it).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch (handler?.call(url) ?? .systemAction).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other): SystemURLOpener.open(other ?? url, completion: completion)
        }
    }
}

/// Opens URLs with the desktop's `xdg-open`.
@MainActor
enum SystemURLOpener {
    /// `xdg-open` on the `PATH`, if any.
    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts `xdg-open url` (the URL is one argument, never parsed by a shell);
    /// `completion` receives whether it exited successfully.
    static func open(_ url: URL, completion: @escaping (Bool) -> Void) {
        guard let executable else { return completion(false) }
        let process = Process()
        process.executableURL = executable
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let done = UncheckedCompletion(completion)
        process.terminationHandler = { finished in
            let accepted = finished.terminationStatus == 0
            DispatchQueue.main.async { MainActor.assumeIsolated { done.call(accepted) } }
        }
        do { try process.run() } catch { completion(false) }
    }

    /// Carries the completion to the main queue, where it is called.
    private final class UncheckedCompletion: @unchecked Sendable {
        let call: (Bool) -> Void
        init(_ call: @escaping (Bool) -> Void) { self.call = call }
    }
}

extension EnvironmentValues {
    private struct OpenURLKey: EnvironmentKey {
        static var defaultValue: OpenURLAction { OpenURLAction() }
    }

    /// An action that opens a URL (used by `Link`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
