#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Terminal attribute handling for raw (character-at-a-time, no echo, no signals) input.
public enum RawMode {
    /// The attributes for raw mode derived from `original`, like `cfmakeraw`:
    ///
    /// - input: no break-to-signal, no parity marking or stripping, no CR/NL translation, no XON/XOFF
    ///   flow control (`IGNBRK BRKINT PARMRK ISTRIP INLCR IGNCR ICRNL IXON` cleared);
    /// - output: no post-processing (`OPOST` cleared), so `\n` is not turned into `\r\n`;
    /// - local: no echo, no line editing, no signal keys, no extended input (`ECHO ECHONL ICANON ISIG
    ///   IEXTEN` cleared), so Ctrl-C arrives as byte 0x03;
    /// - control: 8-bit characters without parity (`CS8`, `PARENB` cleared);
    /// - `read` returns as soon as one byte is available (`VMIN` 1, `VTIME` 0).
    ///
    /// All other bits are kept.
    public static func rawAttributes(from original: termios) -> termios {
        var raw = original
        let inputFlags = IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON
        raw.c_iflag &= ~tcflag_t(inputFlags)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    /// The current attributes of a terminal, or `nil` when `fileDescriptor` is not a terminal.
    public static func attributes(of fileDescriptor: Int32) -> termios? {
        var attributes = termios()
        return tcgetattr(fileDescriptor, &attributes) == 0 ? attributes : nil
    }

    /// Sets a terminal's attributes after pending output is written; returns whether it worked.
    @discardableResult
    public static func setAttributes(_ attributes: termios, of fileDescriptor: Int32) -> Bool {
        var copy = attributes
        return tcsetattr(fileDescriptor, TCSAFLUSH, &copy) == 0
    }

    /// The size of a terminal in cells (`ioctl(TIOCGWINSZ)`), or `nil` when it cannot be read.
    public static func windowSize(of fileDescriptor: Int32) -> CellSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return CellSize(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}
