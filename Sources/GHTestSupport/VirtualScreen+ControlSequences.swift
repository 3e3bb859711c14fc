import GHTerminal

extension VirtualScreen {
    /// Applies a complete CSI sequence.
    mutating func apply(parameters: String, final: Unicode.Scalar) {
        if parameters.hasPrefix("?") {
            if final == "h" || final == "l" { setPrivateModes(parameters.dropFirst(), on: final == "h") }
            return
        }
        guard parameters.allSatisfy({ $0.isNumber || $0 == ";" || $0 == ":" }) else { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func count(_ index: Int) -> Int { max(1, index < numbers.count ? numbers[index] ?? 1 : 1) }
        func mode() -> Int { numbers.first.flatMap { $0 } ?? 0 }
        switch final {
        case "H", "f": moveCursor(row: count(0) - 1, column: count(1) - 1)
        case "A": moveCursor(row: cursor.row - count(0), column: cursor.column)
        case "B": moveCursor(row: cursor.row + count(0), column: cursor.column)
        case "C": moveCursor(row: cursor.row, column: cursor.column + count(0))
        case "D": moveCursor(row: cursor.row, column: cursor.column - count(0))
        case "E": moveCursor(row: cursor.row + count(0), column: 0)
        case "F": moveCursor(row: cursor.row - count(0), column: 0)
        case "G": moveCursor(row: cursor.row, column: count(0) - 1)
        case "d": moveCursor(row: count(0) - 1, column: cursor.column)
        case "J": eraseInDisplay(mode())
        case "K": eraseInLine(mode())
        case "X": erase(row: cursor.row, from: cursor.column, count: count(0))
        case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
        case "r": setScrollRegion(numbers)
        case "S", "T":
            let region = scrollRegion ?? 0...(rows - 1)
            let background = Style(foreground: pen.foreground, background: pen.background)
            edit { $0.scroll(region, by: final == "S" ? count(0) : -count(0), fill: background) }
        case "s": saved = (cursor, pen)
        case "u": restoreCursor()
        default: break
        }
    }

    /// DECSTBM: the rows that scroll (all when the parameters are missing or cover the screen);
    /// the cursor goes home.
    private mutating func setScrollRegion(_ numbers: [Int?]) {
        let top = max(1, numbers.first.flatMap { $0 } ?? 1)
        let bottom = min(rows, numbers.count > 1 ? numbers[1] ?? rows : rows)
        if top < bottom {
            scrollRegion = top == 1 && bottom == rows ? nil : (top - 1)...(bottom - 1)
        }
        moveCursor(row: 0, column: 0)
    }

    /// Blanks `count` cells of `row` from `column` in the pen's colours, without attributes,
    /// and without moving the cursor.
    private mutating func erase(row: Int, from column: Int, count: Int) {
        let blanks = String(repeating: " ", count: max(0, min(count, columns - column)))
        let style = Style(foreground: pen.foreground, background: pen.background)
        edit { $0.put(blanks, row: row, column: column, style: style) }
        pendingWrap = false
        lastPrinted = nil
    }

    /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 or 3 everything.
    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            erase(row: cursor.row, from: cursor.column, count: columns)
            for row in cursor.row + 1..<rows { erase(row: row, from: 0, count: columns) }
        case 1:
            for row in 0..<cursor.row { erase(row: row, from: 0, count: columns) }
            erase(row: cursor.row, from: 0, count: cursor.column + 1)
        default:
            for row in 0..<rows { erase(row: row, from: 0, count: columns) }
        }
    }

    /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 all of it.
    private mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: cursor.row, from: cursor.column, count: columns)
        case 1: erase(row: cursor.row, from: 0, count: cursor.column + 1)
        default: erase(row: cursor.row, from: 0, count: columns)
        }
    }

    /// SGR: attributes on and off, the 16 colours, the defaults, 256-colour and RGB colours.
    private mutating func selectGraphicRendition(_ codes: [Int]) {
        let attributes: [Int: TextAttributes] = [1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .reverse]
        let removed: [Int: TextAttributes] = [22: [.bold, .dim], 23: .italic, 24: .underline, 27: .reverse]
        var index = 0
        while index < max(1, codes.count) {
            let code = codes.isEmpty ? 0 : codes[index]
            switch code {
            case 0: pen = .plain
            case 38, 48:
                let color = Self.extendedColor(codes, at: index + 1)
                if code == 38 { pen.foreground = color.color } else { pen.background = color.color }
                index += color.length
            case 30...37, 39, 90...97: pen.foreground = Self.color(code)
            case 40...47, 49, 100...107: pen.background = Self.color(code - 10)
            default:
                if let attribute = attributes[code] { pen.attributes.insert(attribute) }
                if let attribute = removed[code] { pen.attributes.subtract(attribute) }
            }
            index += 1
        }
    }

    /// The colour `38;5;n` or `38;2;r;g;b` selects, from the parameter after 38 or 48, and how
    /// many parameters it takes.
    private static func extendedColor(_ codes: [Int], at index: Int) -> (color: Color, length: Int) {
        func code(_ offset: Int) -> Int { index + offset < codes.count ? min(255, max(0, codes[index + offset])) : 0 }
        switch index < codes.count ? codes[index] : 0 {
        case 5: return (.indexed(UInt8(code(1))), 2)
        case 2: return (.rgb(UInt32(code(1)) << 16 | UInt32(code(2)) << 8 | UInt32(code(3))), 4)
        default: return (.default, 1)
        }
    }

    /// The colour of an SGR foreground parameter: 39, 30–37 or 90–97.
    private static func color(_ code: Int) -> Color {
        switch code {
        case 30...37: Color(rawValue: UInt8(code - 29)) ?? .default
        case 90...97: Color(rawValue: UInt8(code - 81)) ?? .default
        default: .default
        }
    }

    /// DECSET and DECRST: the alternate screen (1049 saves the cursor and clears it, 47 and 1047
    /// only switch), the cursor (25), and any other mode, which is only recorded.
    private mutating func setPrivateModes(_ parameters: Substring, on: Bool) {
        for mode in parameters.split(separator: ";").compactMap({ Int($0) }) {
            switch mode {
            case 25:
                isCursorVisible = on
            case 47, 1047, 1049:
                guard on != isAlternateScreen else { continue }
                if mode == 1049 && on { saved = (cursor, pen) }
                isAlternateScreen = on
                if on && mode == 1049 { alternate = ScreenBuffer(width: columns, height: rows) }
                if !on && mode == 1049 { restoreCursor() }
                lastPrinted = nil
            default:
                if on { privateModes.insert(mode) } else { privateModes.remove(mode) }
            }
        }
    }
}
