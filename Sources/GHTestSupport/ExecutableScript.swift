import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the small programs tests put on PATH (a stand-in `gh`, a browser, a pager) so that
/// running one can never fail with "text file busy".
///
/// A file this process held open for writing could be inherited by a child that another test
/// was starting at that moment; until that child execs, the kernel refuses to run the file.
/// Here the script is written by `install`, a process of its own that nothing inherits from,
/// and renamed into place whole, so tests that write scripts need not run one at a time.
public enum ExecutableScript {
    /// `install` did not write the script, or it could not be put in place.
    public struct Failed: Error, CustomStringConvertible {
        /// The script's path.
        public let path: String
        /// What went wrong.
        public let reason: String

        /// The path and the reason, as one sentence.
        public var description: String { "could not write \(path): \(reason)" }
    }

    /// Makes `path` an executable (mode 755) holding `text`, replacing whatever was there.
    public static func write(_ text: String, to path: String) async throws {
        let suffix = UUID().uuidString
        // Plain data, never run: a copy of its descriptor in another child does no harm.
        let source = path + ".text-" + suffix
        let staged = path + ".new-" + suffix
        try Data(text.utf8).write(to: URL(fileURLWithPath: source))
        defer { unlink(source) }
        let options = ChildProcess.Options(environment: ["PATH": "/usr/bin:/bin"], input: .null, output: .null, error: .null)
        let status = try await ChildProcess.spawn("/usr/bin/install", argv: ["install", "-m", "755", source, staged], options: options)
            .wait()
        guard status.exitCode == 0 else {
            unlink(staged)
            throw Failed(path: path, reason: "install ended with status \(status.shellStatus)")
        }
        guard rename(staged, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(staged)
            throw Failed(path: path, reason: reason)
        }
    }
}
