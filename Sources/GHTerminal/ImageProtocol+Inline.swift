import Foundation

extension ImageProtocol {
    /// The bytes that show `image` scaled into `columns` × `rows` cells from the cursor, in
    /// output that scrolls (a command's, not a full-screen session's): `rows` lines are made first,
    /// so that an image at the foot of the screen is not cut off, and the cursor is left where
    /// those lines began, for the text beside the image. It has no id: an id names one image in
    /// the whole terminal, so an earlier command's image with the same id would be replaced.
    public func showInline(_ image: [UInt8], columns: Int, rows: Int) -> [UInt8] {
        let rows = max(1, rows)
        var bytes = Array(String(repeating: "\n", count: rows).utf8) + EscapeSequence.csi(String(rows), "A")
        bytes += Array("\u{1B}7".utf8)
        return bytes + transmission(image, id: nil, columns: columns, rows: rows)
    }

    /// `image` at the cursor, `columns` × `rows` cells, named `id` when given, then the cursor
    /// put back where it was saved (`ESC 7` before, which the caller writes).
    func transmission(_ image: [UInt8], id: Int?, columns: Int, rows: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let encoded = Array(Data(image).base64EncodedData())
        switch self {
        case .kitty:
            // In chunks of 4096, as the protocol asks; q=2 silences every answer, C=1 leaves the
            // cursor still.
            let chunks = stride(from: 0, to: max(1, encoded.count), by: 4096).map { encoded[$0..<min(encoded.count, $0 + 4096)] }
            for (index, chunk) in chunks.enumerated() {
                let more = index < chunks.count - 1 ? 1 : 0
                let keys =
                    index == 0 ? "a=T,f=100,t=d,\(id.map { "i=\($0)," } ?? "")c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more),q=2"
                bytes += Array("\u{1B}_G\(keys);".utf8) + chunk + Array("\u{1B}\\".utf8)
            }
        case .iterm2:
            bytes += Array("\u{1B}]1337;File=inline=1;size=\(image.count);width=\(columns);height=\(rows);preserveAspectRatio=1:".utf8)
            bytes += encoded + [0x07]
        }
        return bytes + Array("\u{1B}8".utf8)
    }
}
