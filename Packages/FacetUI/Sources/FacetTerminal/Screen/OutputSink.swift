#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Where rendered bytes go: a terminal's file descriptor in production, memory in tests.
public protocol OutputSink: AnyObject {
    /// Delivers bytes, in order.
    func write(_ bytes: [UInt8])
}

/// An ``OutputSink`` that keeps everything written, for tests.
public final class MemoryOutputSink: OutputSink {
    /// Every byte written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty sink.
    public init() {}

    /// Appends bytes.
    public func write(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    /// The bytes written so far, decoded as UTF-8.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets the bytes written so far.
    public func removeAll() {
        bytes.removeAll()
    }
}

/// An ``OutputSink`` that writes to a file descriptor (standard output by default), retrying short
/// writes and interrupted calls.
public final class FileDescriptorOutputSink: OutputSink {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Creates a sink writing to `fileDescriptor`.
    public init(fileDescriptor: Int32 = 1) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes all bytes, retrying after `EINTR`/`EAGAIN` and partial writes.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
