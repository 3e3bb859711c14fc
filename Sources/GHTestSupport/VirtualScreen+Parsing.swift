import GHTerminal

extension VirtualScreen {
    /// Applies the control byte, character or sequence at `index` of the unparsed bytes and
    /// returns its length, or `nil` if it has not fully arrived.
    mutating func consume(at index: Int) -> Int? {
        let byte = unparsed[index]
        switch byte {
        case 0x1B:
            return escape(at: index)
        case 0x0D:
            moveCursor(row: cursor.row, column: 0)
        case 0x0A, 0x0B, 0x0C:
            pendingWrap = false
            lastPrinted = nil
            lineFeed()
        case 0x08:
            moveCursor(row: cursor.row, column: cursor.column - 1)
        case 0x09:
            moveCursor(row: cursor.row, column: (cursor.column / 8 + 1) * 8)
        case 0x00..<0x20, 0x7F:
            break
        default:
            switch UTF8Scanner.first(of: unparsed[index...]) {
            case .incomplete:
                return nil
            case .invalid(let length):
                print("\u{FFFD}")
                return length
            case .scalar(let scalar, let length):
                if !(0x80...0x9F).contains(scalar.value) { print(scalar) }
                return length
            }
        }
        return 1
    }

    /// Moves the cursor, clamped to the screen; any move cancels a pending wrap.
    mutating func moveCursor(row: Int, column: Int) {
        cursor = CellPosition(row: max(0, min(rows - 1, row)), column: max(0, min(columns - 1, column)))
        pendingWrap = false
        lastPrinted = nil
    }

    /// Applies the sequence introduced by the Esc at `index`; returns its length or `nil`.
    private mutating func escape(at index: Int) -> Int? {
        guard index + 1 < unparsed.count else { return nil }
        switch unparsed[index + 1] {
        case UInt8(ascii: "["):
            return controlSequence(at: index)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
            return controlString(at: index)
        case UInt8(ascii: "7"):
            saved = (cursor, pen)
        case UInt8(ascii: "8"):
            restoreCursor()
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"):
            return index + 2 < unparsed.count ? 3 : nil
        default:
            break
        }
        return 2
    }

    /// Applies `ESC [ parameters intermediates final`; returns its length or `nil`.
    private mutating func controlSequence(at index: Int) -> Int? {
        var cursorIndex = index + 2
        while cursorIndex < unparsed.count {
            let byte = unparsed[cursorIndex]
            if (0x40...0x7E).contains(byte) {
                let parameters = String(decoding: unparsed[index + 2..<cursorIndex], as: UTF8.self)
                apply(parameters: parameters, final: Unicode.Scalar(byte))
                return cursorIndex + 1 - index
            }
            guard (0x20...0x3F).contains(byte) else { return cursorIndex - index }
            cursorIndex += 1
        }
        return nil
    }

    /// Skips an OSC, DCS, APC or PM string up to BEL or ST; returns its length or `nil`.
    private func controlString(at index: Int) -> Int? {
        var cursorIndex = index + 2
        while cursorIndex < unparsed.count {
            if unparsed[cursorIndex] == 0x07 { return cursorIndex + 1 - index }
            if unparsed[cursorIndex] == 0x1B {
                guard cursorIndex + 1 < unparsed.count else { return nil }
                if unparsed[cursorIndex + 1] == UInt8(ascii: "\\") { return cursorIndex + 2 - index }
            }
            cursorIndex += 1
        }
        return nil
    }

    /// Restores the cursor and pen saved by DECSC (or on entering the alternate screen).
    mutating func restoreCursor() {
        guard let saved else { return }
        pen = saved.pen
        moveCursor(row: saved.cursor.row, column: saved.cursor.column)
    }
}
