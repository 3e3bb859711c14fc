import Foundation

/// Whether the terminal `TERM` names can draw a full screen, as far as the system's terminfo
/// database says: it must move the cursor to any cell (`cup`). `dumb`, an unset `TERM`, a name
/// the database does not know, or an entry without cursor addressing cannot. The database is
/// read as curses reads it (`$TERMINFO`, `~/.terminfo`, `$TERMINFO_DIRS`, then the system's
/// folders, named by first letter or, on macOS, by its hex code); where there is no database at
/// all, the terminal is taken at its word.
public enum TerminalCapability {
    /// The verdict.
    public enum Verdict: Equatable, Sendable {
        /// It can draw.
        case canDraw
        /// It cannot; says why, naming `TERM`.
        case cannotDraw(String)
    }

    /// The folders curses looks in when nothing says otherwise.
    static let systemFolders = [
        "/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo", "/usr/local/share/terminfo",
        "/opt/homebrew/share/terminfo",
    ]

    /// The most a terminfo entry may hold; real ones are a few kilobytes.
    static let entryLimit = 64 * 1024

    /// The verdict for the terminal `variables` describe.
    public static func check(_ variables: [String: String]) -> Verdict {
        guard let term = variables["TERM"], !term.isEmpty else { return .cannotDraw("TERM is not set") }
        if term == "dumb" { return .cannotDraw("TERM is dumb") }
        let shown = String(term.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) }.prefix(40))
        guard !term.contains("/"), term != "..", term != ".", let first = term.utf8.first else {
            return .cannotDraw("TERM '\(shown)' is not a terminal name")
        }
        let folders = searchFolders(variables).filter { FileManager.default.fileExists(atPath: $0) }
        guard !folders.isEmpty else { return .canDraw }
        let subfolders = [String(decoding: [first], as: UTF8.self), String(first, radix: 16)]
        for folder in folders {
            for subfolder in subfolders {
                guard let entry = read("\(folder)/\(subfolder)/\(term)") else { continue }
                return hasCursorAddressing(entry) ? .canDraw : .cannotDraw("TERM '\(shown)' cannot move the cursor (no cup in terminfo)")
            }
        }
        return .cannotDraw("TERM '\(shown)' is not in the terminfo database")
    }

    /// Where curses looks for entries, in its order.
    static func searchFolders(_ variables: [String: String]) -> [String] {
        var folders: [String] = []
        if let own = variables["TERMINFO"], !own.isEmpty { folders.append(own) }
        if let home = variables["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
        if let listed = variables["TERMINFO_DIRS"] {
            for folder in listed.split(separator: ":", omittingEmptySubsequences: false) {
                // An empty entry stands for the system's folders.
                if folder.isEmpty { folders += systemFolders } else { folders.append(String(folder)) }
            }
        }
        return folders + systemFolders
    }

    /// The file at `path`, if it is a regular file no bigger than ``entryLimit``.
    private static func read(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: entryLimit + 1), data.count <= entryLimit else { return nil }
        return Array(data)
    }

    /// Whether a compiled terminfo entry (the legacy or the 32-bit-number format) has a
    /// `cursor_address` string, the eleventh of the standard strings.
    static func hasCursorAddressing(_ entry: [UInt8]) -> Bool {
        func short(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 1 < entry.count else { return nil }
            return Int(entry[offset]) | Int(entry[offset + 1]) << 8
        }
        guard let magic = short(0), magic == 0o432 || magic == 0o1036, let names = short(2), let booleans = short(4),
            let numbers = short(6), let strings = short(8)
        else { return false }
        let numberSize = magic == 0o1036 ? 4 : 2
        var offset = 12 + names + booleans
        if offset % 2 == 1 { offset += 1 }
        offset += numbers * numberSize
        let cursorAddress = 10
        guard strings > cursorAddress, let position = short(offset + 2 * cursorAddress) else { return false }
        // 0xFFFF and 0xFFFE (-1 and -2) mean absent and cancelled.
        return position < 0xFFFE
    }
}
