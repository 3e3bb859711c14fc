import Foundation

/// The control sequences GHTerminal writes, as bytes. Public ones are for the app to write
/// itself; the rest are used by ``FrameRenderer`` and ``TerminalSession``.
public enum EscapeSequence {
    /// OSC 52: asks the terminal to put `text` on the system clipboard (`ESC ] 52 ; c ; base64
    /// BEL`). Terminals that do not support it, or have it turned off, ignore it. Works over
    /// SSH, since the terminal, not the host, owns the clipboard.
    public static func copyToClipboard(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedData()) + [0x07]
    }

    /// `ESC [ parameters final`.
    static func csi(_ parameters: String, _ final: Unicode.Scalar) -> [UInt8] {
        [0x1B, UInt8(ascii: "[")] + Array(parameters.utf8) + [UInt8(final.value)]
    }

    /// CUP: moves the cursor to a 0-based cell, leaving out the parts that default to 1.
    static func cursorPosition(_ position: CellPosition) -> [UInt8] {
        switch (position.row, position.column) {
        case (0, 0): csi("", "H")
        case (_, 0): csi("\(position.row + 1)", "H")
        default: csi("\(position.row + 1);\(position.column + 1)", "H")
        }
    }

    /// CUU, CUD, CUF or CUB: moves the cursor `count` cells in a direction (`A`, `B`, `C`, `D`).
    static func cursorMove(_ count: Int, _ direction: Unicode.Scalar) -> [UInt8] {
        csi(count == 1 ? "" : "\(count)", direction)
    }

    /// ECH: blanks `count` cells from the cursor in the pen's colours, without moving it.
    static func eraseCharacters(_ count: Int) -> [UInt8] {
        csi("\(count)", "X")
    }

    /// DECSET (`on`) or DECRST of a private mode, e.g. 1049 for the alternate screen.
    static func privateMode(_ mode: Int, _ on: Bool) -> [UInt8] {
        csi("?\(mode)", on ? "h" : "l")
    }

    /// EL 0: blanks from the cursor to the end of the line in the pen's colours.
    static let eraseToEndOfLine = csi("", "K")
    /// ED 2: blanks the whole screen in the pen's colours; the cursor stays.
    static let eraseScreen = csi("2", "J")
    /// DECSTBM: scroll only rows `top` through `bottom` (0-based); moves the cursor home.
    static func scrollRegion(_ top: Int, _ bottom: Int) -> [UInt8] { csi("\(top + 1);\(bottom + 1)", "r") }
    /// DECSTBM with no parameters: the whole screen scrolls again; moves the cursor home.
    static let wholeScreenScrolls = csi("", "r")
    /// SU (`count` > 0) or SD: scrolls the region's contents up or down by `abs(count)` lines.
    static func scroll(by count: Int) -> [UInt8] { csi(String(abs(count)), count > 0 ? "S" : "T") }
    /// DECTCEM on: shows the cursor.
    static let showCursor = privateMode(25, true)
    /// DECTCEM off: hides the cursor.
    static let hideCursor = privateMode(25, false)
    /// Synchronized output (mode 2026) on: the terminal holds the display until it is turned off,
    /// so a frame never shows half drawn. Terminals without it ignore the unknown mode.
    static let beginSynchronizedUpdate = privateMode(2026, true)
    /// Synchronized output off: the terminal shows everything drawn since it was turned on.
    static let endSynchronizedUpdate = privateMode(2026, false)
}
