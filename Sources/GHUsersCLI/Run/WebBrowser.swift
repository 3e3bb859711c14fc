import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a page in the user's web browser, as gh's `--web` does: `$GH_BROWSER`, else
/// `$BROWSER`, if set (its words, split as a shell splits them, quotes and backslashes included,
/// run as a command, with `%s` replaced by the URL or the URL added at the end), else `xdg-open`
/// on Linux and `open` on macOS. No shell is involved, and only http and https URLs are opened (a hostile server cannot
/// make it open a local file). From a command line the browser has the terminal, so a text
/// browser (`w3m`, `lynx`) works too. From the full-screen browser a text browser (one of
/// ``textBrowsers``) is lent the terminal until it ends; any other runs with its streams on
/// /dev/null, so nothing it prints lands on the screen.
struct WebBrowser: Sendable {
    /// The command and its first arguments.
    let command: [String]
    /// `PATH`, to tell whether the command is there.
    private let searchPath: String?

    /// The variables that name the browser, most binding first: gh's `GH_BROWSER`, then
    /// `BROWSER`. An empty one counts as unset.
    static let variables = ["GH_BROWSER", "BROWSER"]

    /// The browser `variables` name, or the system's opener.
    init(variables: [String: String]) {
        let named = Self.variables.lazy.compactMap { variables[$0] }.first { !$0.isEmpty }
        let words = Self.words(named ?? "")
        #if os(macOS)
            command = words.isEmpty ? ["open"] : words
        #else
            command = words.isEmpty ? ["xdg-open"] : words
        #endif
        searchPath = variables["PATH"]
    }

    /// The browsers that draw in the terminal, by program name; Debian's `www-browser` is the
    /// system's choice of one.
    static let textBrowsers: Set<String> = ["w3m", "lynx", "links", "links2", "elinks", "browsh", "carbonyl", "www-browser"]

    /// Whether the command is a browser that draws in the terminal (see ``textBrowsers``).
    var isTextBrowser: Bool {
        command.first.flatMap { $0.split(separator: "/").last }.map { Self.textBrowsers.contains(String($0)) } ?? false
    }

    /// Whether the command can be run: a path to an executable file, or a name found in `PATH`.
    var isAvailable: Bool {
        command.first.flatMap { ChildProcess.locate($0, searchPath: searchPath) } != nil
    }

    /// `text` split into words as a POSIX shell splits a simple command: blanks separate words,
    /// single quotes keep everything, double quotes keep everything but a backslash before `"`,
    /// `\\`, `$` or `` ` ``, and a backslash outside quotes keeps the next character.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                if quote == "\"", !"\"\\$`".contains(character) { word.append("\\") }
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
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

    /// Opens `url` with the browser's streams on /dev/null (a full-screen program owns the
    /// terminal), or on the terminal for a text browser, which the caller has lent it; returns
    /// why it could not, if it could not.
    func open(_ url: String) async -> String? {
        switch await launch(url, onTerminal: isTextBrowser) {
        case .opened: return nil
        case .unavailable(let reason), .failed(let reason): return reason
        }
    }

    /// Opens `url` and waits for the browser command to finish; `onTerminal`, it shares this
    /// process's standard streams, else they are /dev/null.
    func launch(_ url: String, onTerminal: Bool = true) async -> Outcome {
        guard let scheme = URLComponents(string: url)?.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failed("not opening \(url): only http and https pages are opened")
        }
        var arguments =
            command.contains { $0.contains("%s") } ? command.map { $0.replacingOccurrences(of: "%s", with: url) } : command + [url]
        let program = arguments.removeFirst()
        let unavailable = Outcome.unavailable(
            "cannot open a web browser: \(program) was not found; set GH_BROWSER or BROWSER to the one to use")
        // Run from where it was found, as `isAvailable` looks: never from a relative folder of PATH.
        guard let path = ChildProcess.locate(program, searchPath: searchPath) else { return unavailable }
        let streams: ChildProcess.Stream = onTerminal ? .inherited : .null
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(
                path, argv: [program] + arguments, options: .init(input: streams, output: streams, error: streams))
        } catch {
            return error.code == ENOENT ? unavailable : .failed("cannot open a web browser: \(program) did not start")
        }
        return await child.wait().exitCode == 0 ? .opened : .failed("\(program) could not open \(url)")
    }
}
