#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back the way it was, from anywhere, including signal handlers.
///
/// ``arm(outputFileDescriptor:sequence:terminalFileDescriptor:attributes:)`` copies the restore bytes and the saved terminal
/// attributes into storage allocated up front; ``restore()`` then uses only `write` and `tcsetattr`
/// (both async-signal-safe) and never allocates, so it is safe in a signal handler.
///
/// ``installSignalHandlers()`` restores the terminal on SIGINT, SIGTERM, SIGHUP and SIGQUIT and on
/// the crash signals SIGSEGV, SIGBUS, SIGILL, SIGFPE and SIGABRT, then re-raises the signal with its
/// default disposition so that the process still ends (and dumps core) as it would have. An
/// `atexit` hook covers `exit()` calls that skip the session's own cleanup.
public enum TerminalRestorer {
    /// The signals after which the terminal is restored.
    public static let handledSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
    ]

    static let capacity = 512
    nonisolated(unsafe) static let sequenceStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) static let attributesStorage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static var sequenceLength = 0
    nonisolated(unsafe) static var hasAttributes = false
    nonisolated(unsafe) static var fileDescriptor: Int32 = -1
    nonisolated(unsafe) static var terminalFileDescriptor: Int32 = -1
    nonisolated(unsafe) static var armed: sig_atomic_t = 0
    nonisolated(unsafe) static var previousHandlers: [Int32: sighandler_t?] = [:]
    nonisolated(unsafe) static var installedAtExit = false

    /// Whether a restore is pending (armed and not yet performed).
    public static var isArmed: Bool { armed != 0 }

    /// Prepares a restore: the bytes to write to `outputFileDescriptor`, and the attributes to set
    /// on `terminalFileDescriptor` (none when `nil`). Sequences longer than 512 bytes are cut.
    public static func arm(
        outputFileDescriptor: Int32, sequence: [UInt8], terminalFileDescriptor: Int32, attributes: termios?
    ) {
        armed = 0
        let count = min(sequence.count, capacity)
        sequence.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { sequenceStorage.update(from: base, count: count) }
        }
        sequenceLength = count
        if let attributes { attributesStorage.pointee = attributes }
        hasAttributes = attributes != nil
        fileDescriptor = outputFileDescriptor
        self.terminalFileDescriptor = terminalFileDescriptor
        armed = 1
    }

    /// Cancels a pending restore (after the session restored the terminal itself).
    public static func disarm() {
        armed = 0
    }

    /// Restores the terminal once if armed: writes the sequence, then sets the saved attributes.
    /// Async-signal-safe.
    public static func restore() {
        guard armed != 0 else { return }
        armed = 0
        var offset = 0
        while offset < sequenceLength {
            let written = write(fileDescriptor, sequenceStorage + offset, sequenceLength - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        if hasAttributes { tcsetattr(terminalFileDescriptor, TCSAFLUSH, attributesStorage) }
    }

    /// Installs the signal handlers (once; repeated calls do nothing) and the `atexit` hook.
    public static func installSignalHandlers() {
        _ = sequenceStorage
        _ = attributesStorage
        if !installedAtExit {
            installedAtExit = true
            atexit { TerminalRestorer.restore() }
        }
        guard previousHandlers.isEmpty else { return }
        for signalNumber in handledSignals {
            previousHandlers[signalNumber] = signal(signalNumber) { received in
                TerminalRestorer.restore()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Puts back the handlers that were in place before ``installSignalHandlers()``.
    public static func uninstallSignalHandlers() {
        for (signalNumber, handler) in previousHandlers {
            signal(signalNumber, handler ?? SIG_DFL)
        }
        previousHandlers.removeAll()
    }
}
