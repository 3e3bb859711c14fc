import Foundation
import Testing

/// Golden files in `Golden/` beside this file (or another folder, such as `docs/man/`),
/// committed with the code. A test compares a text with its file;
/// `GH_USERS_UPDATE_GOLDEN=1 swift test --filter Completion` writes the files anew
/// instead, for review in the diff.
enum Golden {
    /// The environment variable that rewrites the golden files.
    static let updateVariable = "GH_USERS_UPDATE_GOLDEN"

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Whether this run writes the golden files instead of checking them.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

    /// Checks `text` against `<folder>/<name>`, or writes it there when `GH_USERS_UPDATE_GOLDEN=1`.
    static func expect(_ text: String, named name: String, in folder: URL = folder, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(name)
        if isUpdating {
            #expect(throws: Never.self, "writing \(file.path)", sourceLocation: sourceLocation) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden file \(file.path); run with \(updateVariable)=1 to write it", sourceLocation: sourceLocation)
            return
        }
        guard text != expected else { return }
        // The first line that differs, not the whole file: the message stays readable.
        let got = text.components(separatedBy: "\n")
        let want = expected.components(separatedBy: "\n")
        let line = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
        let gotLine = line < got.count ? got[line] : "(end of text)"
        let wantLine = line < want.count ? want[line] : "(end of file)"
        Issue.record(
            """
            \(name) differs from \(file.path) at line \(line + 1):
              golden:    \(wantLine)
              generated: \(gotLine)
            If the change is intended, run `\(updateVariable)=1 swift test --filter Completion` and review the diff.
            """,
            sourceLocation: sourceLocation)
    }
}
