/// Writes one valid JSON array a piece at a time, so a listing can be printed page by page.
struct JSONArrayStream: Sendable {
    private var count = 0

    /// Appends to `output` the text that adds `values` to the array.
    mutating func append(_ values: [JSONValue], to output: inout OutputBytes) {
        for value in values {
            output.append(count == 0 ? "[\n  " : ",\n  ")
            value.write(to: &output, indent: "  ")
            count += 1
        }
    }

    /// Whether anything has been appended, so the array has been opened on the output.
    var isOpen: Bool { count > 0 }

    /// The text that closes the array (`[]` when nothing was appended).
    func close() -> String {
        count == 0 ? "[]\n" : "\n]\n"
    }
}
