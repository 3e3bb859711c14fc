import Foundation

/// Images sent once and placed many times, as a list's avatars are: kitty keeps an image it was
/// sent under an id, and each place it shows is a placement of it, moved or taken away by its
/// own id without sending the image again. iTerm2 keeps nothing: each place is the image sent
/// again, and text written over its cells takes it away.
extension ImageProtocol {
    /// The bytes that hand the terminal `image` to keep as `id`, shown nowhere yet; none for
    /// iTerm2, which keeps nothing.
    public func transmit(_ image: [UInt8], id: Int) -> [UInt8] {
        guard self == .kitty else { return [] }
        let encoded = Array(Data(image).base64EncodedData())
        // In chunks of 4096, as the protocol asks; q=2 silences every answer.
        var bytes: [UInt8] = []
        let starts = Array(stride(from: 0, to: max(1, encoded.count), by: 4096))
        for (index, start) in starts.enumerated() {
            let more = index < starts.count - 1 ? 1 : 0
            let keys = index == 0 ? "a=t,f=100,t=d,i=\(id),q=2,m=\(more)" : "m=\(more),q=2"
            bytes += Array("\u{1B}_G\(keys);".utf8) + encoded[start..<min(encoded.count, start + 4096)] + Array("\u{1B}\\".utf8)
        }
        return bytes
    }

    /// The bytes that move the cursor to `position` and show image `id` (kept by
    /// ``transmit(_:id:)``) there scaled into `columns` × `rows` cells, as placement
    /// `placement`, which replaces that placement wherever it was. iTerm2 is sent `image` itself.
    /// The cursor is left where it was moved to: the caller saves and restores it around them all.
    public func place(_ image: [UInt8], id: Int, placement: Int, at position: CellPosition, columns: Int, rows: Int) -> [UInt8] {
        let move = EscapeSequence.cursorPosition(position)
        switch self {
        case .kitty:
            return move + Array("\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\".utf8)
        case .iterm2:
            let encoded = Array(Data(image).base64EncodedData())
            return move
                + Array("\u{1B}]1337;File=inline=1;size=\(image.count);width=\(columns);height=\(rows);preserveAspectRatio=1:".utf8)
                + encoded + [0x07]
        }
    }

    /// The bytes that take placement `placement` of image `id` off the screen, keeping the
    /// image for the next; none for iTerm2, whose cells are drawn over instead.
    public func removePlacement(id: Int, placement: Int) -> [UInt8] {
        guard self == .kitty else { return [] }
        return Array("\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\".utf8)
    }

    /// The bytes that take every placement of image `id` away and free what the terminal kept;
    /// none for iTerm2, which keeps nothing.
    ///
    /// Kitty (0.26, seen under Xvfb) then also frees every other image that has no placement:
    /// send it only when forgetting all that kitty keeps.
    public func free(id: Int) -> [UInt8] {
        guard self == .kitty else { return [] }
        return Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }
}
