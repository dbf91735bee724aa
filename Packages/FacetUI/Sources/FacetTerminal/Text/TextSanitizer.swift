/// Makes untrusted text inert before it is drawn.
///
/// Text from an application's data may contain bytes that a terminal would interpret: ESC starts
/// escape sequences (cursor moves, screen clears, window titles), C0 controls ring the bell or move
/// the cursor, and C1 controls (U+0080–U+009F, e.g. U+009B CSI) act as escape sequences on some
/// terminals. Every such scalar is replaced by a visible stand-in so that nothing a string contains
/// reaches the terminal as a control:
///
/// - C0 controls U+0000–U+001F become the Control Pictures U+2400–U+241F (`ESC` → `␛`, `LF` → `␊`);
/// - DEL U+007F becomes `␡` (U+2421);
/// - C1 controls U+0080–U+009F become `�` (U+FFFD).
public enum TextSanitizer {
    /// Whether a scalar is one that ``sanitize(_:)`` replaces.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// The visible stand-in for a control scalar, or the scalar itself when it is not a control.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        default: return scalar
        }
    }

    /// Whether a string contains no control scalar (and is returned unchanged by ``sanitize(_:)``).
    public static func isInert(_ string: String) -> Bool {
        !string.unicodeScalars.contains(where: isControl)
    }

    /// The string with every control scalar replaced by its visible stand-in.
    public static func sanitize(_ string: String) -> String {
        if isInert(string) { return string }
        var scalars = String.UnicodeScalarView()
        for scalar in string.unicodeScalars { scalars.append(replacement(for: scalar)) }
        return String(scalars)
    }

    /// The string with control scalars removed instead of replaced, for text typed or pasted into an
    /// editable field (where a visible `␛` would be surprising). Newlines are kept when
    /// `keepingNewlines` is set and otherwise become spaces; tabs become spaces.
    public static func strippingControls(_ string: String, keepingNewlines: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in string.replacingCRLF().unicodeScalars {
            switch scalar {
            case "\n": scalars.append(keepingNewlines ? "\n" : " ")
            case "\t": scalars.append(" ")
            default: if !isControl(scalar) { scalars.append(scalar) }
            }
        }
        return String(scalars)
    }
}

extension String {
    /// The string with `\r\n` and lone `\r` turned into `\n`.
    func replacingCRLF() -> String {
        guard unicodeScalars.contains("\r") else { return self }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                result.append("\n")
                previousWasCR = true
            } else {
                if !(scalar == "\n" && previousWasCR) { result.append(scalar) }
                previousWasCR = false
            }
        }
        return String(result)
    }
}
