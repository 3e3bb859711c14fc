// Values passed over whole, checked but not made, and where they lie.

extension JSONScanner {
    /// Skips one whole value, checking it is valid JSON, and returns where it lies.
    @discardableResult
    mutating func skipValue() throws(Failure) -> Range<Int> {
        skipWhitespace()
        let start = offset
        try skip()
        return start..<offset
    }

    /// The offset where the next value starts, past any whitespace.
    mutating func valueStart() -> Int {
        skipWhitespace()
        return offset
    }

    private mutating func skip() throws(Failure) {
        skipWhitespace()
        switch try peek() {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "{"):
            try beginObject()
            var first = true
            while try nextMember(first: &first) != nil {
                try skip()
            }
        case UInt8(ascii: "["):
            try beginArray()
            var first = true
            while try nextElement(first: &first) {
                try skip()
            }
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try readBool()
        case UInt8(ascii: "n"):
            guard readNull() else { throw Failure(offset: offset) }
        default:
            try skipNumber()
        }
    }
}
