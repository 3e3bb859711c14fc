import Foundation

extension GraphQLAnswerDTO: ScannableBody {
    /// Reads an answer as `JSONDecoder` decodes one, a hundred profiles at a time being what
    /// `--full` reads most: `data`'s members each an object of scalars and counts, or `null`;
    /// `errors`, which are rare, handed to `JSONDecoder`. Anything else is left to it.
    static func scanned(from data: Data) throws(JSONScanner.Failure) -> GraphQLAnswerDTO {
        try scanning(data) { scanner, body throws(JSONScanner.Failure) in
            try scanner.beginObject()
            var answer: [String: [String: GraphQLValue]?]?
            var errors: [Failure]?
            var first = true
            while let name = try scanner.nextMember(first: &first) {
                if name.is("data") {
                    answer =
                        scanner.readNull()
                        ? nil
                        : try scanner.scanObject(body) { scanner throws(JSONScanner.Failure) in
                            scanner.readNull()
                                ? nil : try scanner.scanObject(body) { scanner throws(JSONScanner.Failure) in try scanner.scanValue(body) }
                        }
                } else if name.is("errors") {
                    let range = try scanner.skipValue()
                    guard let decoded = try? JSONDecoder().decode([Failure]?.self, from: Data(body[range])) else {
                        throw JSONScanner.Failure(offset: range.lowerBound)
                    }
                    errors = decoded
                } else {
                    try scanner.skipValue()
                }
            }
            return GraphQLAnswerDTO(data: answer, errors: errors)
        }
    }
}

extension JSONScanner {
    /// Reads an object whose members' values `value` reads, by name; a member sent twice keeps
    /// its first value.
    fileprivate mutating func scanObject<Value>(
        _ body: [UInt8], _ value: (inout JSONScanner) throws(Failure) -> Value
    ) throws(Failure) -> [String: Value] {
        try beginObject()
        var members: [String: Value] = [:]
        var first = true
        while let name = try nextMember(first: &first) {
            let key = name.decoded ?? String(decoding: name.raw, as: UTF8.self)
            let read = try value(&self)
            if members[key] == nil { members[key] = read }
        }
        return members
    }

    /// Reads a scalar, or a connection's `{"totalCount": n}`, as ``GraphQLValue`` decodes it.
    fileprivate mutating func scanValue(_ body: [UInt8]) throws(Failure) -> GraphQLValue {
        let start = valueStart()
        guard start < body.count else { throw Failure(offset: start) }
        switch body[start] {
        case UInt8(ascii: "n"):
            guard readNull() else { throw Failure(offset: start) }
            return .null
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try readBool())
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "{"):
            let members = try scanObject(body) { scanner throws(Failure) -> Int? in scanner.readNull() ? nil : try scanner.readInt() }
            return .count(members["totalCount"] ?? nil)
        default: return .int(try readInt())
        }
    }
}
