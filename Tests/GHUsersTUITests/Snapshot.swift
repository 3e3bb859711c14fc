import Foundation
import Testing

/// Golden text files of rendered screens, in `Snapshots/` beside this file. A test compares the
/// frame's lines with its file; `GH_USERS_UPDATE_SNAPSHOTS=1 swift test` writes the files anew
/// instead, for review in the diff.
enum Snapshot {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Checks `lines` against `Snapshots/<name>.txt`, each line ending in `|` so trailing
    /// spaces show in the file.
    static func expect(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = lines.map { $0 + "|" }.joined(separator: "\n") + "\n"
        let file = folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["GH_USERS_UPDATE_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(file.path); run with GH_USERS_UPDATE_SNAPSHOTS=1 to write it", sourceLocation: sourceLocation)
            return
        }
        #expect(
            text == expected, "\(name).txt differs; run with GH_USERS_UPDATE_SNAPSHOTS=1 and review the diff",
            sourceLocation: sourceLocation)
    }
}
