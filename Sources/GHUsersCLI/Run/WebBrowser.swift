import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a page in the user's web browser, as gh's `--web` does: `$BROWSER` if set (its words
/// run as a command, with `%s` replaced by the URL or the URL added at the end), else `xdg-open`
/// on Linux and `open` on macOS. No shell is involved, only http and https URLs are opened (a
/// hostile server cannot make it open a local file), and the browser's output never reaches the
/// terminal.
struct WebBrowser: Sendable {
    /// The command and its first arguments.
    let command: [String]

    /// The browser `variables` name, or the system's opener.
    init(variables: [String: String]) {
        let words = (variables["BROWSER"] ?? "").split(separator: " ").map(String.init)
        #if os(macOS)
            command = words.isEmpty ? ["open"] : words
        #else
            command = words.isEmpty ? ["xdg-open"] : words
        #endif
    }

    /// How an attempt to open a page ended.
    enum Outcome: Sendable, Equatable {
        /// The browser took the page.
        case opened
        /// There is no browser to run (the command was not found); says which.
        case unavailable(String)
        /// The URL was refused, or the browser started and failed; says why.
        case failed(String)
    }

    /// Opens `url`; returns why it could not, if it could not.
    func open(_ url: String) async -> String? {
        switch await launch(url) {
        case .opened: return nil
        case .unavailable(let reason), .failed(let reason): return reason
        }
    }

    /// Opens `url` and waits for the browser command to finish.
    func launch(_ url: String) async -> Outcome {
        guard let scheme = URLComponents(string: url)?.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failed("not opening \(url): only http and https pages are opened")
        }
        var arguments =
            command.contains { $0.contains("%s") } ? command.map { $0.replacingOccurrences(of: "%s", with: url) } : command + [url]
        let program = arguments.removeFirst()
        let started = ChildProcess.spawn(program, argv: [program] + arguments, streams: (.null, .null, .null))
        guard case .success(let pid) = started else {
            if case .failure(let failure) = started, failure.code == ENOENT {
                return .unavailable("cannot open a web browser: \(program) was not found; set BROWSER to the one to use")
            }
            return .failed("cannot open a web browser: \(program) did not start")
        }
        let status = await ChildProcess.exitStatus(of: pid)
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        return exited && code == 0 ? .opened : .failed("\(program) could not open \(url)")
    }
}
