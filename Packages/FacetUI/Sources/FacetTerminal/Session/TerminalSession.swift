import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Errors starting a ``TerminalSession``.
public enum TerminalSessionError: Error, Equatable, CustomStringConvertible {
    /// The input descriptor is not a terminal (output redirected, running under a pipe or CI).
    case notATerminal(fileDescriptor: Int32)
    /// The terminal refused raw mode.
    case cannotEnterRawMode(errno: Int32)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor): return "file descriptor \(descriptor) is not a terminal"
        case .cannotEnterRawMode(let code): return "cannot switch the terminal to raw mode (errno \(code))"
        }
    }
}

/// A full-screen terminal session: raw mode, terminal modes, input events, resize notifications and
/// rendering, with the terminal restored on every way out.
///
/// ```swift
/// let session = TerminalSession()
/// try await session.run { session in
///     for await event in session.events { … session.render(buffer, cursor: nil) … }
/// }
/// ```
///
/// The terminal is restored by ``stop()`` (called by ``run(_:)`` on return or on a thrown error), by
/// ``TerminalRestorer`` on SIGINT, SIGTERM, SIGHUP, SIGQUIT and crash signals, and at `exit()`.
@MainActor
public final class TerminalSession {
    /// The descriptor input is read from.
    public let inputFileDescriptor: Int32
    /// The descriptor output is written to.
    public let outputFileDescriptor: Int32
    /// The modes switched on while the session runs.
    public let features: TerminalFeatures
    /// The renderer writing frames to the output.
    public let renderer: ANSIRenderer
    /// The terminal size, updated on SIGWINCH.
    public private(set) var size: CellSize
    /// Whether the session is running.
    public private(set) var isActive = false
    /// Input events, in order: keys, mouse, pastes, and ``InputEvent/resize(_:)`` after SIGWINCH.
    /// The stream finishes when the session stops or the input ends.
    public let events: AsyncStream<InputEvent>

    private let continuation: AsyncStream<InputEvent>.Continuation
    private var savedAttributes: termios?
    private var reader: InputReader?
    private var resizeSource: (any DispatchSourceSignal)?

    /// Creates a session (nothing happens to the terminal until ``start()``).
    public init(
        inputFileDescriptor: Int32 = 0, outputFileDescriptor: Int32 = 1,
        features: TerminalFeatures = .standard,
        colorMode: ColorMode? = nil
    ) {
        self.inputFileDescriptor = inputFileDescriptor
        self.outputFileDescriptor = outputFileDescriptor
        self.features = features
        let mode = colorMode ?? Self.detectColorMode(environment: Self.environment())
        self.renderer = ANSIRenderer(
            sink: FileDescriptorOutputSink(fileDescriptor: outputFileDescriptor), colorMode: mode)
        self.size = RawMode.windowSize(of: outputFileDescriptor) ?? CellSize(width: 80, height: 24)
        (events, continuation) = AsyncStream.makeStream(of: InputEvent.self)
    }

    /// Truecolor when `COLORTERM` says `truecolor` or `24bit`, the 256-colour palette otherwise.
    public nonisolated static func detectColorMode(environment: [String: String]) -> ColorMode {
        let value = environment["COLORTERM"]?.lowercased() ?? ""
        return value == "truecolor" || value == "24bit" ? .trueColor : .palette256
    }

    private static func environment() -> [String: String] {
        var result: [String: String] = [:]
        if let value = getenv("COLORTERM") { result["COLORTERM"] = String(cString: value) }
        return result
    }

    /// Enters raw mode, switches the features on, installs the restore handlers and starts reading.
    ///
    /// - Throws: ``TerminalSessionError`` when the input is not a terminal or refuses raw mode; the
    ///   terminal is left untouched then.
    public func start() throws {
        guard !isActive else { return }
        guard let original = RawMode.attributes(of: inputFileDescriptor) else {
            throw TerminalSessionError.notATerminal(fileDescriptor: inputFileDescriptor)
        }
        savedAttributes = original
        TerminalRestorer.arm(
            outputFileDescriptor: outputFileDescriptor, sequence: Array(features.restoreSequence.utf8),
            terminalFileDescriptor: inputFileDescriptor, attributes: original)
        TerminalRestorer.installSignalHandlers()
        guard RawMode.setAttributes(RawMode.rawAttributes(from: original), of: inputFileDescriptor) else {
            let code = errno
            TerminalRestorer.disarm()
            TerminalRestorer.uninstallSignalHandlers()
            throw TerminalSessionError.cannotEnterRawMode(errno: code)
        }
        isActive = true
        renderer.write(features.enableSequence)
        renderer.invalidate()
        startResizeSource()
        let reader = InputReader(fileDescriptor: inputFileDescriptor)
        let continuation = self.continuation
        reader.start { events in
            if events.isEmpty { continuation.finish() }
            for event in events { continuation.yield(event) }
        }
        self.reader = reader
    }

    /// Stops reading and restores the terminal: modes off, cursor shown, attributes back. Safe to call
    /// more than once.
    public func stop() {
        guard isActive else { return }
        isActive = false
        reader?.stop()
        reader = nil
        resizeSource?.cancel()
        resizeSource = nil
        TerminalRestorer.disarm()
        renderer.write(features.restoreSequence)
        if let savedAttributes { RawMode.setAttributes(savedAttributes, of: inputFileDescriptor) }
        TerminalRestorer.uninstallSignalHandlers()
        continuation.finish()
    }

    /// Runs `body` in a started session and always stops it afterwards, also when `body` throws.
    public func run<Result>(_ body: (TerminalSession) async throws -> Result) async throws -> Result {
        try start()
        defer { stop() }
        return try await body(self)
    }

    /// Renders a frame (only what changed since the previous one) and places the cursor.
    public func render(_ frame: CellBuffer, cursor: CellPoint? = nil) {
        renderer.render(frame, cursor: cursor)
    }

    private func startResizeSource() {
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.terminalDidResize()
            }
        }
        source.resume()
        resizeSource = source
    }

    private func terminalDidResize() {
        guard let newSize = RawMode.windowSize(of: outputFileDescriptor), newSize != size else { return }
        size = newSize
        renderer.invalidate()
        continuation.yield(.resize(newSize))
    }
}
