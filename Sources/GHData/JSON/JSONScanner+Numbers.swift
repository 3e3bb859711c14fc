// Numbers and the literals true, false and null.

extension JSONScanner {
    /// Reads a whole number: digits, an optional minus, no fraction or exponent, in `Int`'s range.
    mutating func readInt() throws(Failure) -> Int {
        skipWhitespace()
        let start = offset
        let negative = offset < bytes.count && bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        let digitsStart = offset
        var value = 0
        while offset < bytes.count, case let digit = bytes[offset] &- UInt8(ascii: "0"), digit < 10 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = negative ? times.subtractingReportingOverflow(Int(digit)) : times.addingReportingOverflow(Int(digit))
            guard !overflow1 && !overflow2 else { throw Failure(offset: start) }
            value = sum
            offset += 1
        }
        let count = offset - digitsStart
        guard count > 0, count == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { throw Failure(offset: start) }
        if offset < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[offset]) {
            throw Failure(offset: start)
        }
        return value
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws(Failure) -> Bool {
        skipWhitespace()
        if readLiteral("true") { return true }
        if readLiteral("false") { return false }
        throw Failure(offset: offset)
    }

    /// Reads `null` and returns `true` if it comes next; otherwise reads nothing.
    mutating func readNull() -> Bool {
        skipWhitespace()
        return readLiteral("null")
    }

    /// Skips a number as JSON's grammar has it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func skipNumber() throws(Failure) {
        let start = offset
        func digits(_ scanner: inout JSONScanner) -> Int {
            let first = scanner.offset
            while scanner.offset < scanner.bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.offset]) {
                scanner.offset += 1
            }
            return scanner.offset - first
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits(&self)
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { throw Failure(offset: start) }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw Failure(offset: start) }
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) { offset += 1 }
            guard digits(&self) > 0 else { throw Failure(offset: start) }
        }
    }

    private mutating func readLiteral(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { literal in
            (0..<count).allSatisfy { bytes[offset + $0] == literal[$0] }
        }
        if matches { offset += count }
        return matches
    }
}
