/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// Feed bytes as they arrive with ``decode(_:)``; a sequence split across reads is kept until the
/// rest arrives. A lone ESC cannot be told apart from the start of a sequence, so it stays pending
/// until more bytes come or until the caller, after a short timeout (about 25–50 ms without input),
/// calls ``flush()``, which reports it as the Escape key.
///
/// Understood input: UTF-8 text; Enter (CR or LF), Tab, Shift-Tab (`ESC [ Z`), Backspace (DEL and
/// BS); Ctrl+letters (0x01–0x1A) and Ctrl+Space (NUL); Alt+key as an ESC prefix; arrows, Home, End,
/// Page Up/Down, Insert, Delete and F1–F12 in their CSI (`ESC [ A`, `ESC [ 1 ~`, `ESC [ 1 ; 5 C`)
/// and SS3 (`ESC O H`, `ESC O P`) forms with xterm modifier parameters; `CSI u` key reports; SGR
/// mouse reports (`ESC [ < b ; x ; y M` / `m`) with buttons, wheel, drag and modifiers; bracketed
/// paste (`ESC [ 200 ~` … `ESC [ 201 ~`) as one ``InputEvent/paste(_:)``; focus reports (`ESC [ I`,
/// `ESC [ O`). Unknown sequences are consumed and dropped.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    private var pasteBytes: [UInt8]? = nil

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (for example a lone ESC).
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Whether a bracketed paste has started and not yet ended.
    public var isInPaste: Bool { pasteBytes != nil }

    /// Decodes newly read bytes; returns the events they complete.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return process(final: false)
    }

    /// Resolves pending bytes as if no more were coming: a lone ESC becomes the Escape key, a cut
    /// UTF-8 sequence becomes U+FFFD. A paste in progress is left alone.
    public mutating func flush() -> [InputEvent] {
        process(final: true)
    }

    private mutating func process(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if pasteBytes != nil {
                index = consumePaste(from: index, into: &events)
                if pasteBytes != nil { break }
                continue
            }
            guard let (event, length) = parse(at: index, final: final) else { break }
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// Moves paste content to `pasteBytes`; returns the index after what was consumed.
    private mutating func consumePaste(from start: Int, into events: inout [InputEvent]) -> Int {
        let terminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~
        var index = start
        while index < pending.count {
            if pending[index] == 0x1B {
                let available = min(terminator.count, pending.count - index)
                if Array(pending[index..<index + available]) == Array(terminator[0..<available]) {
                    if available < terminator.count { return index }  // maybe the terminator, wait
                    let text = String(decoding: pasteBytes ?? [], as: UTF8.self).replacingCRLF()
                    events.append(.paste(text))
                    pasteBytes = nil
                    return index + terminator.count
                }
            }
            pasteBytes?.append(pending[index])
            index += 1
        }
        return index
    }

    /// Parses one event at `index`: the event (`nil` for ignored input) and its length in bytes, or
    /// `nil` when more bytes are needed.
    private mutating func parse(at index: Int, final: Bool) -> (InputEvent?, Int)? {
        guard pending[index] == 0x1B else { return parseKey(at: index, final: final) }
        guard index + 1 < pending.count else { return final ? (.key(KeyEvent(.escape)), 1) : nil }
        switch pending[index + 1] {
        case 0x5B:  // [
            if let result = parseCSI(at: index) { return result }
            if !final { return nil }
            if index + 2 == pending.count { return (.key(KeyEvent(.character("["), modifiers: .alt)), 2) }
            return (.key(KeyEvent(.escape)), 1)
        case 0x4F:  // O
            guard index + 2 < pending.count else {
                return final ? (.key(KeyEvent(.character("O"), modifiers: .alt)), 2) : nil
            }
            return (Self.ss3Key(pending[index + 2]).map { .key(KeyEvent($0)) }, 3)
        case 0x1B:
            return (.key(KeyEvent(.escape)), 1)
        default:
            guard let (event, length) = parseKey(at: index + 1, final: final) else { return nil }
            guard case .key(var key)? = event else { return (event, length + 1) }
            key.modifiers.insert(.alt)
            return (.key(key), length + 1)
        }
    }

    private func parseKey(at index: Int, final: Bool) -> (InputEvent?, Int)? {
        let byte = pending[index]
        let key: KeyEvent
        switch byte {
        case 0x0D, 0x0A: key = KeyEvent(.enter)
        case 0x09: key = KeyEvent(.tab)
        case 0x7F, 0x08: key = KeyEvent(.backspace)
        case 0x00: key = .control(" ")
        case 0x01...0x1A: key = .control(Character(Unicode.Scalar(byte - 1 + 0x61)))
        case 0x1C...0x1F: key = .control(Character(Unicode.Scalar(byte - 0x1C + 0x5C)))
        case 0x20...0x7E: key = .character(Character(Unicode.Scalar(byte)))
        default:
            return parseUTF8(at: index, final: final)
        }
        return (.key(key), 1)
    }

    private func parseUTF8(at index: Int, final: Bool) -> (InputEvent?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.key(.character("\u{FFFD}")), 1)
        }
        let available = min(length, pending.count - index)
        for offset in 1..<available where pending[index + offset] & 0xC0 != 0x80 {
            return (.key(.character("\u{FFFD}")), offset)
        }
        if available < length { return final ? (.key(.character("\u{FFFD}")), available) : nil }
        let text = String(decoding: pending[index..<index + length], as: UTF8.self)
        guard let character = text.first, text.count == 1 else { return (nil, length) }
        return (.key(.character(character)), length)
    }

    static func ss3Key(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x4D: return .enter
        case 0x50...0x53: return .function(Int(byte) - 0x50 + 1)
        default: return nil
        }
    }

    /// Parses `ESC [ …`; `nil` when the sequence is not complete yet.
    private mutating func parseCSI(at index: Int) -> (InputEvent?, Int)? {
        var end = index + 2
        while end < pending.count, (0x30...0x3F).contains(pending[end]) { end += 1 }
        while end < pending.count, (0x20...0x2F).contains(pending[end]) { end += 1 }
        guard end < pending.count else { return nil }
        let finalByte = pending[end]
        let length = end - index + 1
        guard (0x40...0x7E).contains(finalByte) else { return (nil, end - index) }
        let parameterText = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        if parameterText.hasPrefix("<") {
            return (Self.sgrMouse(parameterText.dropFirst(), final: finalByte), length)
        }
        let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0.split(separator: ":").first ?? "")
        }
        if finalByte == 0x7E && parameters.first == 200 {
            pasteBytes = []
            return (nil, length)
        }
        return (Self.csiEvent(parameters: parameters, final: finalByte), length)
    }

    static func modifiers(_ parameter: Int?) -> KeyModifiers {
        guard let parameter, parameter > 1 else { return [] }
        return KeyModifiers(rawValue: UInt8(truncatingIfNeeded: parameter - 1) & 0x0F)
    }

    static func csiEvent(parameters: [Int?], final: UInt8) -> InputEvent? {
        let first = parameters.first ?? nil
        var modifiers = Self.modifiers(parameters.count > 1 ? parameters[1] : nil)
        let key: Key
        switch final {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x50...0x53: key = .function(Int(final) - 0x50 + 1)
        case 0x5A:
            key = .tab
            modifiers.insert(.shift)
        case 0x49 where first == nil: return .focus(true)
        case 0x4F where first == nil: return .focus(false)
        case 0x75:  // u: CSI codepoint ; modifiers u
            guard let code = first, let scalar = Unicode.Scalar(code) else { return nil }
            switch code {
            case 13: key = .enter
            case 9: key = .tab
            case 27: key = .escape
            case 127, 8: key = .backspace
            default: key = .character(Character(scalar))
            }
        case 0x7E:
            guard let tilde = tildeKey(first ?? 0) else { return nil }
            key = tilde
        default:
            return nil
        }
        return .key(KeyEvent(key, modifiers: modifiers))
    }

    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        case 29: return .menu
        default: return nil
        }
    }

    static func sgrMouse(_ text: Substring, final: UInt8) -> InputEvent? {
        let numbers = text.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, final == 0x4D || final == 0x6D else { return nil }
        let code = numbers[0]
        let position = CellPoint(x: max(0, numbers[1] - 1), y: max(0, numbers[2] - 1))
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let buttons: [MouseButton] = [.left, .middle, .right, .none]
        let kind: MouseEvent.Kind
        var button = buttons[low]
        if code & 64 != 0 {
            kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
            button = .none
        } else if code & 32 != 0 {
            kind = low == 3 ? .move : .drag
        } else {
            kind = final == 0x4D ? .press : .release
        }
        return .mouse(MouseEvent(kind, button: button, at: position, modifiers: modifiers))
    }
}
