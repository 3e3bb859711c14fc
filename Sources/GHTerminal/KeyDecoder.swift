/// Turns the bytes a terminal sends into key, paste and mouse events. Pure: it does no I/O
/// and keeps only the bytes of a sequence that has not finished arriving, so sequences and
/// UTF-8 characters split across reads decode the same as whole ones.
///
/// An Esc byte may be the Escape key or the start of a sequence. The decoder holds it back
/// (``hasPendingEscape``) until more bytes decide; whoever reads the terminal calls
/// ``flushPendingEscape()`` once no byte has followed for a short while (``TerminalInput``
/// waits 30 ms, longer inside a control string). Esc followed at once by a key is that key with
/// Alt. Sequences the decoder does not know are swallowed whole rather than turned into stray
/// keys, and ill-formed UTF-8 becomes U+FFFD.
///
/// The terminal's answers to queries are never keys: replies in control sequences are
/// swallowed, and control strings (APC `ESC _`, DCS `ESC P`, OSC `ESC ]`, PM `ESC ^`, SOS
/// `ESC X`, ended by ST or BEL) are kept aside in ``replies`` for whoever asked.
struct KeyDecoder: Sendable {
    /// The most bytes of one paste that are kept; the rest of a longer paste is dropped.
    static let pasteLimit = 64 * 1024

    /// Bytes received but not yet decoded: the unfinished sequence at the end of the input.
    var pending: [UInt8] = []
    /// The bytes of a bracketed paste in progress, or `nil` outside one.
    var paste: [UInt8]?
    /// Whether the paste in progress has gone over ``pasteLimit``.
    var pasteOverflowed = false
    /// Whether the rest of an overlong control sequence is being dropped, up to its final byte.
    var skippingSequence = false
    /// Whether the rest of an overlong control string is being dropped, up to its terminator.
    var skippingString = false
    /// The contents of the control strings received (the terminal's answers), oldest first, the
    /// last ``repliesKept``.
    private(set) var replies: [[UInt8]] = []

    /// The most replies kept.
    static let repliesKept = 8

    /// What decoding the bytes at some index found.
    enum Step {
        /// `length` bytes decoded to `event`, or to nothing when they are swallowed.
        case event(InputEvent?, length: Int)
        /// `length` bytes started a bracketed paste.
        case startPaste(length: Int)
        /// `length` bytes began a control sequence too long to keep; the rest is dropped as it comes.
        case skipSequence(length: Int)
        /// `length` bytes were a control string holding `contents`: an answer, not a key.
        case reply([UInt8], length: Int)
        /// `length` bytes began a control string too long to keep; the rest is dropped as it comes.
        case skipString(length: Int)
        /// The bytes are the start of something that needs more of them.
        case incomplete
    }

    /// Creates a decoder with nothing pending.
    init() {}

    /// Whether an Esc (perhaps with the start of a sequence) is waiting to learn what follows.
    var hasPendingEscape: Bool {
        paste == nil && pending.first == 0x1B
    }

    /// Whether what is pending is an unfinished control string (an answer arriving in pieces),
    /// worth waiting longer for before it is given up.
    var isReadingString: Bool {
        hasPendingEscape && pending.count > 1 && Self.stringIntroducers.contains(pending[1])
    }

    /// The bytes after Esc that open a control string: `_` APC, `P` DCS, `]` OSC, `^` PM, `X` SOS.
    static let stringIntroducers: Set<UInt8> = [0x5F, 0x50, 0x5D, 0x5E, 0x58]

    /// Hands over the replies received so far, and forgets them.
    mutating func takeReplies() -> [[UInt8]] {
        defer { replies = [] }
        return replies
    }

    /// Decodes `bytes` after whatever was pending and returns the events they complete.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var index = 0
        decoding: while index < pending.count {
            if paste != nil {
                let (next, text) = readPaste(from: index)
                index = next
                guard let text else { break }
                events.append(.paste(text))
                continue
            }
            if skippingSequence {
                index = skipSequence(from: index)
                continue
            }
            if skippingString {
                guard let next = skipString(from: index) else { break }
                index = next
                continue
            }
            switch step(at: index) {
            case .incomplete:
                break decoding
            case .event(let event, let length):
                index += length
                if let event { events.append(event) }
            case .startPaste(let length):
                index += length
                paste = []
                pasteOverflowed = false
            case .skipSequence(let length):
                index += length
                skippingSequence = true
            case .reply(let contents, let length):
                index += length
                replies.append(contents)
                if replies.count > Self.repliesKept { replies.removeFirst() }
            case .skipString(let length):
                index += length
                skippingString = true
            }
        }
        pending.removeFirst(index)
        return events
    }

    /// Decides a pending Esc now that no more bytes came in time: a lone Esc is the Escape key,
    /// Esc with `[` or `O` is Alt with that key, and a longer unfinished sequence is dropped.
    mutating func flushPendingEscape() -> [InputEvent] {
        guard hasPendingEscape else { return [] }
        defer { pending.removeAll() }
        // The Esc may have begun the end of a string being dropped: nothing was typed.
        if skippingString {
            skippingString = false
            return []
        }
        switch pending.count {
        case 1: return [.key(.escape)]
        case 2 where pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O"):
            return [.key(.alt(.character(Character(Unicode.Scalar(pending[1])))))]
        default: return []
        }
    }

    /// Drops the parameter bytes of an overlong sequence from `index` on, and its final byte;
    /// returns where decoding goes on.
    private mutating func skipSequence(from index: Int) -> Int {
        var index = index
        while index < pending.count {
            let byte = pending[index]
            guard (0x20...0x3F).contains(byte) else {
                skippingSequence = false
                return (0x40...0x7E).contains(byte) ? index + 1 : index
            }
            index += 1
        }
        return index
    }

    /// Drops the bytes of an overlong control string from `index` on, and its terminator (BEL, or
    /// ESC `\`); returns where decoding goes on, or `nil` when the input ends on an Esc that may
    /// be the start of the terminator.
    private mutating func skipString(from start: Int) -> Int? {
        var index = start
        while index < pending.count {
            switch pending[index] {
            case 0x07:
                skippingString = false
                return index + 1
            case 0x1B:
                guard index + 1 < pending.count else { return index == start ? nil : index }
                skippingString = false
                return pending[index + 1] == UInt8(ascii: "\\") ? index + 2 : index
            default:
                index += 1
            }
        }
        return index
    }

    /// Decodes the event that starts at `index`.
    func step(at index: Int) -> Step {
        pending[index] == 0x1B ? escape(at: index) : plainKey(at: index)
    }

    /// Decodes a key that is not introduced by Esc: a control byte or a UTF-8 character.
    func plainKey(at index: Int) -> Step {
        let byte = pending[index]
        if byte < 0x20 || byte == 0x7F {
            return .event(Self.controlKey(byte).map(InputEvent.key), length: 1)
        }
        switch UTF8Scanner.first(of: pending[index...]) {
        case .incomplete:
            return .incomplete
        case .invalid(let length):
            return .event(.key(.character("\u{FFFD}")), length: length)
        case .scalar(let scalar, let length):
            // C1 controls encoded as UTF-8 are not keys.
            let isControl = (0x80...0x9F).contains(scalar.value)
            return .event(isControl ? nil : .key(.character(Character(scalar))), length: length)
        }
    }

    /// The key a C0 control byte or DEL stands for, if any.
    static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x00: .control(" ")
        case 0x08, 0x7F: .backspace
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C...0x1F: .control(Character(Unicode.Scalar(byte + 0x40)))
        default: nil
        }
    }
}
