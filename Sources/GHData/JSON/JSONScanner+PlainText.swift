extension JSONScanner {
    /// Whether none of the eight bytes in `word` is a quote, a backslash or a control character
    /// (below 0x20). Each test sets a byte's high bit when that byte may match: exactly for the
    /// lowest matching byte, and possibly for bytes above it, which only sends the word to the
    /// byte-by-byte path.
    @inline(__always)
    static func isPlainText(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return quote | backslash | control == 0
    }
}
