/// Writes one valid JSON array a piece at a time, so a listing can be printed page by page.
struct JSONArrayStream: Sendable {
    private var count = 0

    /// Appends to `output` the text that adds `values` to the array.
    mutating func append(_ values: [JSONValue], to output: inout OutputBytes) {
        append(values, to: &output) { value, output, indent in value.write(to: &output, indent: indent) }
    }

    /// Appends to `output` the text that adds `items` to the array, each written by `write`.
    mutating func append<Item>(
        _ items: [Item], to output: inout OutputBytes, writing write: (Item, inout OutputBytes, String) -> Void
    ) {
        for item in items {
            output.append(count == 0 ? "[\n  " : ",\n  ")
            write(item, &output, "  ")
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
