// Arrays and objects: where each opens, its elements and members, where it ends.

extension JSONScanner {
    /// Reads the `[` that opens an array.
    mutating func beginArray() throws(Failure) {
        try consume(UInt8(ascii: "["))
        try descend()
    }

    /// Moves to the array's next element and returns `true`, or reads its `]` and returns
    /// `false`. `first` is the caller's, set before the first call.
    mutating func nextElement(first: inout Bool) throws(Failure) -> Bool {
        skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return false
        }
        if !first { try consume(UInt8(ascii: ",")) }
        first = false
        return true
    }

    /// Reads the `{` that opens an object.
    mutating func beginObject() throws(Failure) {
        try consume(UInt8(ascii: "{"))
        try descend()
    }

    /// Reads the object's next member name and its `:`, and returns the name; `nil` once it
    /// has read the object's `}`.
    mutating func nextMember(first: inout Bool) throws(Failure) -> MemberName? {
        skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return nil
        }
        if !first { try consume(UInt8(ascii: ",")) }
        first = false
        let (raw, escaped, _) = try stringBody()
        var decoded: String?
        if escaped {
            guard let name = Self.unescaped(raw) else { throw Failure(offset: offset) }
            decoded = name
        }
        try consume(UInt8(ascii: ":"))
        return MemberName(raw: raw, decoded: decoded)
    }

    /// One more array or object is open; past ``maximumDepth`` from the top, a ``Failure``.
    private mutating func descend() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw Failure(offset: offset) }
    }

    /// Checks that nothing but whitespace is left.
    mutating func end() throws(Failure) {
        skipWhitespace()
        guard offset == bytes.count else { throw Failure(offset: offset) }
    }
}
