extension KeyDecoder {
    /// The longest control sequence kept while it arrives; a longer one is garbage and is dropped.
    private static let longestSequence = 64
    /// The longest control string kept while it arrives; a longer one is dropped.
    static let longestString = 4096

    /// Decodes what starts with the Esc at `index`: a CSI or SS3 sequence, Alt with a key, or
    /// (when a second Esc follows) the Escape key.
    func escape(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return controlSequence(at: index)
        case UInt8(ascii: "O"):
            return singleShift(at: index)
        case 0x1B:
            return .event(.key(.escape), length: 1)
        case let introducer where Self.stringIntroducers.contains(introducer):
            return controlString(at: index)
        default:
            guard case .event(let event, let length) = plainKey(at: index + 1) else { return .incomplete }
            guard case .key(let key)? = event else { return .event(nil, length: 1 + length) }
            return .event(.key(.alt(key)), length: 1 + length)
        }
    }

    /// Decodes a control string, `ESC introducer contents ST` (ST is BEL or `ESC \`): an answer
    /// from the terminal, kept aside. An Esc inside that is not ST ends it: what came before is
    /// dropped and the Esc decoded afresh.
    private func controlString(at index: Int) -> Step {
        var cursor = index + 2
        while cursor < pending.count {
            switch pending[cursor] {
            case 0x07:
                return .reply(Array(pending[index + 2..<cursor]), length: cursor + 1 - index)
            case 0x1B:
                guard cursor + 1 < pending.count else { return .incomplete }
                guard pending[cursor + 1] == UInt8(ascii: "\\") else { return .event(nil, length: cursor - index) }
                return .reply(Array(pending[index + 2..<cursor]), length: cursor + 2 - index)
            default:
                cursor += 1
                if cursor - index > Self.longestString { return .skipString(length: cursor - index) }
            }
        }
        return .incomplete
    }

    /// Decodes `ESC O x`: arrows, Home and End in application cursor mode, F1–F4, keypad Enter.
    private func singleShift(at index: Int) -> Step {
        guard index + 2 < pending.count else { return .incomplete }
        let final = pending[index + 2]
        let key = final == UInt8(ascii: "M") ? .enter : Self.cursorOrFunctionKey(final)
        return .event(key.map(InputEvent.key), length: 3)
    }

    /// The arrow, Home, End or F1–F4 key that both `ESC O x` and `ESC [ x` end in `final`.
    private static func cursorOrFunctionKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final) - 0x4F)
        default: nil
        }
    }

    /// Decodes `ESC [ parameters final`. A byte that cannot be part of a sequence ends it
    /// early: what came before is dropped and that byte is decoded afresh.
    private func controlSequence(at index: Int) -> Step {
        var cursor = index + 2
        while cursor < pending.count {
            let byte = pending[cursor]
            switch byte {
            case 0x20...0x3F:
                cursor += 1
                if cursor - index > Self.longestSequence { return .skipSequence(length: cursor - index) }
            case 0x40...0x7E:
                let parameters = Array(pending[index + 2..<cursor])
                let length = cursor + 1 - index
                if byte == UInt8(ascii: "M") && parameters.isEmpty {
                    // A legacy X10 mouse report: three raw bytes follow. Never asked for; skipped.
                    return index + length + 3 <= pending.count ? .event(nil, length: length + 3) : .incomplete
                }
                if byte == UInt8(ascii: "~") && parameters == Array("200".utf8) { return .startPaste(length: length) }
                return .event(Self.meaning(parameters: parameters, final: byte), length: length)
            default:
                return .event(nil, length: cursor - index)
            }
        }
        return .incomplete
    }

    /// The event a complete CSI sequence stands for, or `nil` for one that is not input
    /// (replies to queries, focus reports, a stray paste end, keys with unknown codes).
    private static func meaning(parameters: [UInt8], final: UInt8) -> InputEvent? {
        if parameters.first == UInt8(ascii: "<") {
            return MouseReport.event(parameters: parameters.dropFirst(), final: final).map(InputEvent.mouse)
        }
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) else { return nil }
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Int(String(decoding: $0, as: UTF8.self))
        }
        let key: Key? =
            switch final {
            case UInt8(ascii: "Z"): .backTab
            case UInt8(ascii: "~"): tildeKey(numbers.first ?? nil)
            default: cursorOrFunctionKey(final)
            }
        guard let key else { return nil }
        // The second number is 1 + a bit mask of Shift (1), Alt (2) and Ctrl (4); only Alt is kept.
        let modifiers = numbers.count > 1 ? (numbers[1] ?? 1) - 1 : 0
        return .key(modifiers & 2 != 0 ? .alt(key) : key)
    }

    /// The key of `ESC [ n ~`, as xterm, the Linux console and rxvt number them.
    private static func tildeKey(_ number: Int?) -> Key? {
        guard let number else { return nil }
        return switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }
}
