import Foundation

/// A stand-in for gh's program, as the login tests put it on PATH: `bin/gh` in a folder, a
/// shell script that notes its arguments (one run a line) in `gh.log` beside `bin`, then does
/// what the test tells it.
public struct StandInGh: Sendable {
    /// The folder that holds `bin/gh` and `gh.log`; `bin` must exist.
    public let folder: URL

    /// The stand-in in `folder`.
    public init(in folder: URL) {
        self.folder = folder
    }

    /// The program's path.
    public var path: String { folder.appendingPathComponent("bin/gh").path }

    /// Makes the program run `script` (shell, after its arguments are noted), replacing what it ran.
    public func answer(_ script: String) async throws {
        let text = "#!/bin/sh\necho \"$@\" >> '\(folder.path)/gh.log'\n\(script)\n"
        try await ExecutableScript.write(text, to: path)
    }

    /// The arguments of every run so far, one run a line; empty when it never ran.
    public var log: String { (try? String(contentsOfFile: folder.appendingPathComponent("gh.log").path, encoding: .utf8)) ?? "" }
}
