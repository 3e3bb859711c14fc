import Foundation

/// A browser that ran but failed, or a page it refused: `Error: <why>`, exit 1.
struct BrowserFailed: Error, Sendable, Equatable {
    /// What went wrong, naming the browser command and the page.
    var reason: String
}

extension BrowserFailed: LocalizedError {
    var errorDescription: String? { reason }
}

extension IOStreams {
    /// Opens `url` in `browser`, as gh's `--web` does: on a terminal, says so on stderr. With no
    /// browser to run, the URL is printed on stdout instead, and that is no failure; a browser
    /// that fails throws ``BrowserFailed``.
    func openInBrowser(_ url: String, with browser: WebBrowser) async throws -> ExitCode {
        if browser.isAvailable { hint("Opening \(url) in your browser.") }
        switch await browser.launch(url) {
        case .opened:
            return .success
        case .unavailable:
            try print(url + "\n")
            return .success
        case .failed(let reason):
            throw BrowserFailed(reason: reason)
        }
    }
}
