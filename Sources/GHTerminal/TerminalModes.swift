#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings a full-screen session borrows, and the bytes that switch them on and
/// off again.
enum TerminalModes {
    /// Alternate screen (saving the user's screen), hidden cursor, no auto-wrap (so a write to
    /// the last column can never scroll), bracketed paste, and SGR mouse reports if asked.
    static func enterSequence(mouse: Bool) -> [UInt8] {
        var bytes = EscapeSequence.privateMode(1049, true) + EscapeSequence.hideCursor
        bytes += EscapeSequence.privateMode(7, false) + EscapeSequence.privateMode(2004, true)
        if mouse { bytes += EscapeSequence.privateMode(1000, true) + EscapeSequence.privateMode(1006, true) }
        return bytes
    }

    /// Undoes ``enterSequence(mouse:)`` and anything a frame cut short may have left on: ends a
    /// synchronized update, resets the pen, turns the modes off, shows the cursor and leaves the
    /// alternate screen, which brings the user's screen back.
    static func restoreSequence(mouse: Bool) -> [UInt8] {
        var bytes = EscapeSequence.endSynchronizedUpdate + EscapeSequence.csi("0", "m")
        if mouse { bytes += EscapeSequence.privateMode(1006, false) + EscapeSequence.privateMode(1000, false) }
        bytes += EscapeSequence.privateMode(2004, false) + EscapeSequence.privateMode(7, true)
        return bytes + EscapeSequence.showCursor + EscapeSequence.privateMode(1049, false)
    }

    /// `saved` in raw mode: bytes arrive one by one as typed, unechoed and untranslated; Ctrl-C,
    /// Ctrl-Z, Ctrl-S and Ctrl-Q are plain bytes for the app to map; output is not post-processed.
    /// A read blocks until at least one byte is there (the reader polls first).
    static func raw(from saved: termios) -> termios {
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
