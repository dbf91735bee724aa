/// One cell of a ``CellBuffer``: a grapheme cluster and its style.
///
/// A character two columns wide (CJK ideographs, most emoji) occupies its own cell and the cell to
/// its right; that second cell is a *continuation* cell with ``isContinuation`` set, which the
/// renderer never writes on its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown in the cell; a space for an empty cell.
    public var character: Character
    /// Colours and attributes.
    public var style: CellStyle
    /// Whether this cell is the right half of a wide character in the cell to its left.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell in the default style.
    public static let blank = Cell()
}
