import Foundation
import Testing

@testable import GHTerminal

/// Whether `TERM` can draw a full screen, from a terminfo database the test makes.
struct TerminalCapabilityTests {
    /// A compiled terminfo entry (legacy format) with strings up to `cursor_address`, which is
    /// set or absent.
    private static func entry(cursorAddress: Bool, extendedNumbers: Bool = false) -> [UInt8] {
        func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        let names = Array("test|a test terminal\0".utf8)
        let booleans: [UInt8] = [1, 0, 1]
        let numbers = extendedNumbers ? [UInt8](repeating: 0, count: 8) : [UInt8](repeating: 0, count: 4)
        let table = Array("\u{1B}[%i%p1%d;%p2%dH\0".utf8)
        var strings = [UInt8]()
        for index in 0..<11 { strings += index == 10 && cursorAddress ? short(0) : short(0xFFFF) }
        var bytes =
            short(extendedNumbers ? 0o1036 : 0o432) + short(names.count) + short(booleans.count) + short(2) + short(11) + short(table.count)
        bytes += names + booleans
        if bytes.count % 2 == 1 { bytes.append(0) }
        return bytes + numbers + strings + table
    }

    private static func database(_ entries: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("terminfo-\(UUID().uuidString)")
        for (name, bytes) in entries {
            let sub = folder.appendingPathComponent(String(name.prefix(1)))
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try Data(bytes).write(to: sub.appendingPathComponent(name))
        }
        return folder
    }

    @Test func dumbAndUnset_cannotDraw() {
        #expect(TerminalCapability.check(["TERM": "dumb"]) == .cannotDraw("TERM is dumb"))
        #expect(TerminalCapability.check([:]) == .cannotDraw("TERM is not set"))
        #expect(TerminalCapability.check(["TERM": ""]) == .cannotDraw("TERM is not set"))
        #expect(TerminalCapability.check(["TERM": "../../etc/passwd"]) == .cannotDraw("TERM '../../etc/passwd' is not a terminal name"))
    }

    @Test func onlyEntriesWithCursorAddressing_canDraw() throws {
        let folder = try Self.database([
            "withcup": Self.entry(cursorAddress: true), "nocup": Self.entry(cursorAddress: false),
            "wide": Self.entry(cursorAddress: true, extendedNumbers: true),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(TerminalCapability.check(["TERM": "withcup", "TERMINFO": folder.path]) == .canDraw)
        #expect(TerminalCapability.check(["TERM": "wide", "TERMINFO": folder.path]) == .canDraw)
        #expect(
            TerminalCapability.check(["TERM": "nocup", "TERMINFO": folder.path])
                == .cannotDraw("TERM 'nocup' cannot move the cursor (no cup in terminfo)"))
        #expect(
            TerminalCapability.check(["TERM": "no-such-terminal", "TERMINFO": folder.path, "TERMINFO_DIRS": folder.path])
                == .cannotDraw("TERM 'no-such-terminal' is not in the terminfo database"))
    }

    @Test func systemsXterm_canDraw_whereTheSystemHasADatabase() {
        let system = TerminalCapability.systemFolders.contains { FileManager.default.fileExists(atPath: $0) }
        let verdict = TerminalCapability.check(["TERM": "xterm-256color"])
        #expect(verdict == .canDraw || !system)
    }

    @Test func garbage_isNoEntry() {
        #expect(!TerminalCapability.hasCursorAddressing([]))
        #expect(!TerminalCapability.hasCursorAddressing(Array("not a terminfo file".utf8)))
        #expect(!TerminalCapability.hasCursorAddressing(Array(Self.entry(cursorAddress: true).prefix(20))))
    }
}
