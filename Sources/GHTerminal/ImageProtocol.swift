import Foundation

/// How a terminal shows images, when it does: the kitty graphics protocol (PNG) or iTerm2's
/// inline images (any format the terminal reads). Which one is found by asking: ``query`` is
/// written once, and the terminal's answers, which never reach the key decoder as keys, say.
public enum ImageProtocol: Hashable, Sendable {
    /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm2

    /// The id of the image the query describes; the kitty answer names it.
    private static let queryID = 31

    /// The query: kitty's graphics query for a 1×1 image, XTVERSION, iTerm2's ReportCellSize, and
    /// last Primary Device Attributes, which every terminal answers, so its answer says that
    /// nothing more is coming.
    public static let query: [UInt8] =
        Array("\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>q\u{1B}]1337;ReportCellSize\u{07}".utf8) + deviceAttributes

    /// Primary Device Attributes, which every terminal answers: the last question of a probe,
    /// whose answer (``isComplete(_:)``) says that nothing more is coming.
    public static let deviceAttributes: [UInt8] = Array("\u{1B}[c".utf8)

    /// Whether `answer` holds the answer to Primary Device Attributes (`ESC [ ? … c`), the last
    /// the query asks for.
    public static func isComplete(_ answer: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < answer.count {
            if answer[index] == 0x1B, answer[index + 1] == UInt8(ascii: "["), answer[index + 2] == UInt8(ascii: "?") {
                var end = index + 3
                while end < answer.count, (0x30...0x3B).contains(answer[end]) { end += 1 }
                if end < answer.count, answer[end] == UInt8(ascii: "c") { return true }
            }
            index += 1
        }
        return false
    }

    /// The protocol the terminal's answers in `answer` show, kitty's first; `nil` when they show
    /// none. Keys typed meanwhile, also in `answer`, are left alone.
    public static func detect(in answer: [UInt8]) -> ImageProtocol? {
        var decoder = KeyDecoder()
        _ = decoder.feed(answer)
        let replies = decoder.takeReplies().map { String(decoding: $0, as: UTF8.self) }
        if replies.contains(where: { $0.hasPrefix("Gi=\(queryID)") && $0.hasSuffix(";OK") }) { return .kitty }
        let iterm = replies.contains {
            $0.hasPrefix("1337;ReportCellSize") || $0.hasPrefix(">|iTerm2") || $0.hasPrefix(">|WezTerm")
        }
        return iterm ? .iterm2 : nil
    }

    /// Whether the terminal may be handed `image`, judged by its own bytes (``ImageHeader``),
    /// never by what the server called it: a PNG, JPEG or GIF whose header claims at most
    /// ``ImageHeader/largestSide`` pixels a side; kitty takes PNG only. An HTML page, or a
    /// small file claiming 60000×60000 pixels for the terminal to allocate, is never sent.
    public func canShow(_ image: [UInt8]) -> Bool {
        guard let header = ImageHeader(image), header.isShowable else { return false }
        switch self {
        case .kitty: return header.format == .png
        case .iterm2: return true
        }
    }

    /// The bytes that show `image` scaled into `columns` × `rows` cells from `position`, leaving
    /// the cursor where it was. `id` names it for ``remove(id:)``.
    public func show(_ image: [UInt8], id: Int, at position: CellPosition, columns: Int, rows: Int) -> [UInt8] {
        Array("\u{1B}7".utf8) + EscapeSequence.cursorPosition(position) + transmission(image, id: id, columns: columns, rows: rows)
    }

    /// The bytes that take image `id` off the screen: kitty deletes its placements and keeps
    /// its data, which the next ``show(_:id:at:columns:rows:)`` under `id` replaces; iTerm2 has
    /// no such command (the cells it covers must be drawn again), so none.
    ///
    /// Kitty's data is kept on purpose: kitty (0.26, seen under Xvfb) frees, on any delete
    /// that frees data, every image that has no placement at that moment, so freeing the card's
    /// avatar took the list's kept avatars with it.
    public func remove(id: Int) -> [UInt8] {
        switch self {
        case .kitty: return Array("\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\".utf8)
        case .iterm2: return []
        }
    }
}
