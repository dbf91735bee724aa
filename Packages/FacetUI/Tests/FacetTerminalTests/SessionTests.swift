import Foundation
import Testing

@testable import FacetTerminal

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct TerminalFeaturesTests {
    @Test func enableAndRestoreSequences() {
        #expect(
            TerminalFeatures.standard.enableSequence
                == "\u{1B}[?1049h\u{1B}[2J\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
        )
        #expect(
            TerminalFeatures.standard.restoreSequence
                == "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        )
        #expect(TerminalFeatures([]).restoreSequence == "\u{1B}[0m\u{1B}[?25h")
        #expect(TerminalFeatures.focusReporting.enableSequence == "\u{1B}[?1004h")
    }

    @Test func colorModeDetection() {
        #expect(TerminalSession.detectColorMode(environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(TerminalSession.detectColorMode(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(TerminalSession.detectColorMode(environment: [:]) == .palette256)
    }
}

@Suite struct RawModeTests {
    @Test func rawAttributesClearExactlyTheRawModeFlags() {
        var original = termios()
        original.c_iflag = ~0
        original.c_oflag = ~0
        original.c_lflag = ~0
        original.c_cflag = tcflag_t(PARENB | CS7 | CREAD)
        withUnsafeMutableBytes(of: &original.c_cc) { bytes in
            for index in bytes.indices { bytes[index] = 9 }
        }
        let raw = RawMode.rawAttributes(from: original)
        let clearedInput = tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        #expect(raw.c_iflag == ~clearedInput)
        #expect(raw.c_iflag & tcflag_t(IUTF8) != 0)
        #expect(raw.c_oflag == ~tcflag_t(OPOST))
        #expect(raw.c_lflag == ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN))
        #expect(raw.c_cflag == tcflag_t(CS8 | CREAD))
        withUnsafeBytes(of: raw.c_cc) { bytes in
            #expect(bytes[Int(VMIN)] == 1)
            #expect(bytes[Int(VTIME)] == 0)
            #expect(bytes[Int(VINTR)] == 9)
        }
    }

    @Test func pipesAreNotTerminals() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        #expect(RawMode.attributes(of: fds[0]) == nil)
        #expect(RawMode.windowSize(of: fds[1]) == nil)
    }
}

@Suite(.serialized) struct TerminalRestorerTests {
    func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = read(descriptor, &bytes, bytes.count)
        return count > 0 ? Array(bytes[0..<count]) : []
    }

    @Test func restoreWritesTheSequenceOnce() {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        let sequence = Array(TerminalFeatures.standard.restoreSequence.utf8)
        TerminalRestorer.arm(
            outputFileDescriptor: fds[1], sequence: sequence, terminalFileDescriptor: fds[0], attributes: nil)
        #expect(TerminalRestorer.isArmed)
        TerminalRestorer.restore()
        #expect(!TerminalRestorer.isArmed)
        #expect(readAll(fds[0]) == sequence)
        let flags = fcntl(fds[0], F_GETFL)
        _ = fcntl(fds[0], F_SETFL, flags | O_NONBLOCK)
        TerminalRestorer.restore()
        #expect(readAll(fds[0]) == [])
        TerminalRestorer.arm(
            outputFileDescriptor: fds[1], sequence: sequence, terminalFileDescriptor: fds[0], attributes: nil)
        TerminalRestorer.disarm()
        TerminalRestorer.restore()
        #expect(readAll(fds[0]) == [])
    }
}

@MainActor @Suite struct TerminalSessionTests {
    @Test func startOnANonTerminalThrowsAndLeavesOutputUntouched() async throws {
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        defer { for fd in input + output { close(fd) } }
        let session = TerminalSession(
            inputFileDescriptor: input[0], outputFileDescriptor: output[1], colorMode: .trueColor)
        #expect(throws: TerminalSessionError.notATerminal(fileDescriptor: input[0])) {
            try session.start()
        }
        #expect(!session.isActive)
        #expect(session.renderer.totalByteCount == 0)
        #expect(session.size == CellSize(width: 80, height: 24))
    }
}

@Suite struct InputReaderTests {
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [InputEvent] = []
        private var ended = false
        func add(_ batch: [InputEvent]) {
            lock.lock()
            if batch.isEmpty { ended = true }
            events += batch
            lock.unlock()
        }
        var snapshot: (events: [InputEvent], ended: Bool) {
            lock.lock()
            defer { lock.unlock() }
            return (events, ended)
        }
        func wait(until predicate: ([InputEvent], Bool) -> Bool) -> Bool {
            for _ in 0..<200 {
                let (events, ended) = snapshot
                if predicate(events, ended) { return true }
                usleep(10_000)
            }
            return false
        }
    }

    @Test func decodesBytesFromAPipeAndFlushesALoneEscape() {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        let reader = InputReader(fileDescriptor: fds[0], escapeTimeout: 20)
        let collector = Collector()
        reader.start { collector.add($0) }
        #expect(reader.isRunning)
        let bytes = Array("a\u{1B}[1;5C".utf8)
        _ = write(fds[1], bytes, bytes.count)
        #expect(collector.wait { events, _ in events.count == 2 })
        _ = write(fds[1], [0x1B], 1)
        #expect(collector.wait { events, _ in events.count == 3 })
        #expect(
            collector.snapshot.events == [
                .key(.character("a")), .key(KeyEvent(.right, modifiers: .control)), .key(KeyEvent(.escape)),
            ])
        close(fds[1])
        #expect(collector.wait { _, ended in ended })
        reader.stop()
        #expect(!reader.isRunning)
        close(fds[0])
    }

    @Test func stopInterruptsAWaitingReader() {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        let reader = InputReader(fileDescriptor: fds[0])
        reader.start { _ in }
        reader.stop()
        #expect(!reader.isRunning)
        close(fds[0])
        close(fds[1])
    }
}
