import Foundation

/// A response body the ``JSONScanner`` can read without `JSONDecoder`.
protocol ScannableBody: Sendable {
    /// The body read from `data`; throws ``JSONScanner/Failure`` at anything the scanner does
    /// not read, and the caller decodes with `JSONDecoder` instead.
    static func scanned(from data: Data) throws(JSONScanner.Failure) -> Self
}

extension ScannableBody {
    /// Runs `scan` over the bytes of `data`, copied once into an array that the values kept as
    /// sent share.
    static func scanning<Value>(
        _ data: Data, _ scan: (inout JSONScanner, [UInt8]) throws(JSONScanner.Failure) -> Value
    ) throws(JSONScanner.Failure) -> Value {
        let body = [UInt8](data)
        return try body.withUnsafeBytes { bytes in
            Result { () throws(JSONScanner.Failure) in
                var scanner = JSONScanner(bytes)
                let value = try scan(&scanner, body)
                try scanner.end()
                return value
            }
        }.get()
    }
}

/// A JSON object the ``JSONScanner`` can read, as an element of a scanned body.
protocol ScannableObject: Sendable {
    /// Reads one object at the scanner's position. `body` is the whole response the scanner
    /// reads, for values kept as sent.
    static func scan(_ scanner: inout JSONScanner, body: [UInt8]) throws(JSONScanner.Failure) -> Self
}

extension Array: ScannableBody where Element: ScannableObject {
    /// A JSON array of objects, nothing after it.
    static func scanned(from data: Data) throws(JSONScanner.Failure) -> [Element] {
        try scanning(data) { scanner, body throws(JSONScanner.Failure) in try scanner.scanArray(of: Element.self, body: body) }
    }
}

extension JSONScanner {
    /// Reads an array of objects.
    mutating func scanArray<Element: ScannableObject>(of type: Element.Type, body: [UInt8]) throws(Failure) -> [Element] {
        try beginArray()
        var elements: [Element] = []
        var first = true
        while try nextElement(first: &first) {
            elements.append(try Element.scan(&self, body: body))
        }
        return elements
    }

    /// Reads a string, or `null` as `nil`.
    mutating func readOptionalString() throws(Failure) -> String? {
        readNull() ? nil : try readString()
    }
}
