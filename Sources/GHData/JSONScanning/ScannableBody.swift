import Foundation

/// A response body the ``JSONScanner`` can read without `JSONDecoder`.
protocol ScannableBody: Sendable {
    /// The body read from `data`; throws ``JSONScanner/Failure`` at anything the scanner does
    /// not read, and the caller decodes with `JSONDecoder` instead.
    static func scanned(from data: Data) throws(JSONScanner.Failure) -> Self
}

/// A JSON object the ``JSONScanner`` can read, as an element of a scanned body.
protocol ScannableObject: Sendable {
    /// Reads one object at the scanner's position. `body` is the whole response the scanner
    /// reads, for values kept as sent.
    static func scan(_ scanner: inout JSONScanner, body: Data) throws(JSONScanner.Failure) -> Self
}

extension Array: ScannableBody where Element: ScannableObject {
    /// A JSON array of objects, nothing after it.
    static func scanned(from data: Data) throws(JSONScanner.Failure) -> [Element] {
        try data.withUnsafeBytes { bytes in
            Result { () throws(JSONScanner.Failure) in
                var scanner = JSONScanner(bytes)
                let elements = try scanner.scanArray(of: Element.self, body: data)
                try scanner.end()
                return elements
            }
        }.get()
    }
}

extension JSONScanner {
    /// Reads an array of objects.
    mutating func scanArray<Element: ScannableObject>(of type: Element.Type, body: Data) throws(Failure) -> [Element] {
        try beginArray()
        var elements: [Element] = []
        var first = true
        while try nextElement(first: &first) {
            elements.append(try Element.scan(&self, body: body))
        }
        return elements
    }

    /// Whether a member's name is `name`.
    static func name(_ bytes: UnsafeRawBufferPointer, is name: StaticString) -> Bool {
        bytes.count == name.utf8CodeUnitCount
            && name.withUTF8Buffer { expected in memcmp(bytes.baseAddress!, expected.baseAddress!, bytes.count) == 0 }
    }
}
