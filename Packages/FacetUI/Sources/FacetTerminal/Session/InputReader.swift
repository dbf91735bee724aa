import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor on a background thread and decodes what arrives into input events.
///
/// The thread waits with `poll` on the descriptor and on an internal wake-up pipe. While the decoder
/// holds an incomplete sequence (a lone ESC) it waits at most ``escapeTimeout`` milliseconds, then
/// flushes it, so a lone Escape key press is reported promptly. Events are delivered, in order, to
/// the handler given to ``start(_:)`` on the reader thread; ``TerminalSession`` forwards them to
/// the main actor. The end of the input is reported by a call with an empty array.
public final class InputReader: @unchecked Sendable {
    /// The descriptor read.
    public let fileDescriptor: Int32
    /// How long an incomplete escape sequence may wait for the rest, in milliseconds.
    public let escapeTimeout: Int32

    private let lock = NSLock()
    private var wakePipe: [Int32] = [-1, -1]
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)

    /// Creates a reader for `fileDescriptor` (standard input by default).
    public init(fileDescriptor: Int32 = 0, escapeTimeout: Int32 = 30) {
        self.fileDescriptor = fileDescriptor
        self.escapeTimeout = escapeTimeout
    }

    /// Whether the reader thread is running.
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return thread != nil
    }

    /// Starts the reader thread; `handler` receives each batch of decoded events.
    public func start(_ handler: @escaping @Sendable ([InputEvent]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard thread == nil else { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        wakePipe = fds
        let input = fileDescriptor
        let timeout = escapeTimeout
        let wake = fds[0]
        let done = finished
        let newThread = Thread {
            Self.run(input: input, wake: wake, timeout: timeout, handler: handler)
            done.signal()
        }
        newThread.name = "FacetTerminal.InputReader"
        thread = newThread
        newThread.start()
    }

    /// Stops the reader thread and waits for it to finish.
    public func stop() {
        lock.lock()
        guard thread != nil else {
            lock.unlock()
            return
        }
        var byte: UInt8 = 0
        _ = write(wakePipe[1], &byte, 1)
        lock.unlock()
        finished.wait()
        lock.lock()
        close(wakePipe[0])
        close(wakePipe[1])
        wakePipe = [-1, -1]
        thread = nil
        lock.unlock()
    }

    private static func run(
        input: Int32, wake: Int32, timeout: Int32, handler: @Sendable ([InputEvent]) -> Void
    ) {
        var decoder = InputDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let readable = Int16(POLLIN | POLLHUP | POLLERR)
        while true {
            var fds = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let wait = decoder.hasPendingInput && !decoder.isInPaste ? timeout : -1
            let result = poll(&fds, 2, wait)
            if result < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            if result == 0 {
                let events = decoder.flush()
                if !events.isEmpty { handler(events) }
                continue
            }
            guard fds[0].revents & readable != 0 else { continue }
            let count = read(input, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 {
                let events = decoder.flush()
                if !events.isEmpty { handler(events) }
                handler([])
                return
            }
            let events = decoder.decode(buffer[0..<count])
            if !events.isEmpty { handler(events) }
        }
    }
}
