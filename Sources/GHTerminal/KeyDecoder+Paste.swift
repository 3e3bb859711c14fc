extension KeyDecoder {
    /// What ends a bracketed paste: `ESC [ 2 0 1 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Adds the paste bytes from `start` on to the paste in progress. Returns where decoding
    /// goes on and, when the end marker was found, the pasted text. A possible start of the
    /// end marker at the very end of the input is left pending.
    mutating func readPaste(from start: Int) -> (next: Int, text: String?) {
        var index = start
        while index < pending.count {
            if pending[index] == 0x1B {
                let available = min(Self.pasteEnd.count, pending.count - index)
                if pending[index..<index + available].elementsEqual(Self.pasteEnd[..<available]) {
                    keepPasted(start..<index)
                    guard available == Self.pasteEnd.count else { return (index, nil) }
                    return (index + available, finishPaste())
                }
            }
            index += 1
        }
        keepPasted(start..<index)
        return (index, nil)
    }

    /// Keeps pending bytes as pasted text, up to ``pasteLimit`` in all.
    private mutating func keepPasted(_ range: Range<Int>) {
        let room = Self.pasteLimit - (paste?.count ?? 0)
        if range.count > room { pasteOverflowed = true }
        paste?.append(contentsOf: pending[range].prefix(max(0, room)))
    }

    /// Ends the paste in progress and returns its text, cut back to a whole character if it
    /// was cut at the limit.
    private mutating func finishPaste() -> String {
        var bytes = paste ?? []
        if pasteOverflowed { bytes.removeLast(UTF8Scanner.incompleteSuffixLength(of: bytes)) }
        paste = nil
        pasteOverflowed = false
        return String(decoding: bytes, as: UTF8.self)
    }
}
