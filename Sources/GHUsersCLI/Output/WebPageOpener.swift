import Foundation

/// A browser that ran but failed, or a page it refused: `Error: <why>`, exit 1.
struct BrowserFailed: Error, Sendable, Equatable {
    /// What went wrong, naming the browser command and the page.
    var reason: String
}

extension BrowserFailed: LocalizedError {
    var errorDescription: String? { reason }
}

/// What `--web` prints and opens, as gh's `--web` does: the page in the user's browser, or its
/// address on standard output when there is no browser to run.
struct WebPageOpener: Sendable {
    /// Where the hint and, without a browser, the address go.
    let io: IOStreams
    /// The browser to open pages in.
    let browser: WebBrowser

    /// Opens `url`: on a terminal, says so on stderr. With no browser to run, the URL is printed
    /// on stdout instead, and that is no failure; a browser that fails throws ``BrowserFailed``.
    func open(_ url: String) async throws -> ExitCode {
        if browser.isAvailable { io.hint("Opening \(url) in your browser.") }
        switch await browser.launch(url) {
        case .opened:
            return .success
        case .unavailable:
            try io.print(url + "\n")
            return .success
        case .failed(let reason):
            throw BrowserFailed(reason: reason)
        }
    }
}
