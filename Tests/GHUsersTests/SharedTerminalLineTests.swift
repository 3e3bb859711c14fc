import Dispatch
import Synchronization
import Testing

@testable import GHUsersCLI

/// Results, notices and a countdown on one terminal: a notice or countdown after results that
/// ended mid-line starts a line of its own, a countdown's line is cleared before what follows it,
/// and what is said while results are being written waits for them, without waiting itself.
@Suite(.timeLimit(.minutes(1)))
struct SharedTerminalLineTests {
    /// What reached the terminal, the line-clearing sequence shown as `⌫`.
    private final class Screen: Sendable {
        private let text = Mutex("")

        func write(_ more: String) {
            text.withLock { $0 += more.replacing(SharedTerminalLine.clearLine, with: "⌫") }
        }

        var shown: String { text.withLock { $0 } }
    }

    /// Each write starts where it should, after results mid-line or a countdown.
    @Test func eachWrite_startsWhereItShould() throws {
        let screen = Screen()
        let line = SharedTerminalLine(errors: screen.write)
        func results(_ text: String) throws {
            try line.writeResults(endingWith: text.utf8.last) { screen.write(text) }
        }
        line.notice("first\n")
        try results("[\n  {\n  }")
        line.notice("second\n")
        line.countdown("Waiting 3 s")
        line.countdown("Waiting 2 s")
        try results(",\n  {}")
        #expect(line.cursor == .midResults)
        line.countdown("Waiting 1 s")
        #expect(line.cursor == .onCountdown)
        line.notice("third\n")
        line.countdown(nil)
        try results("\n]\n")
        #expect(
            screen.shown == "first\n[\n  {\n  }\nsecond\n⌫Waiting 3 s⌫Waiting 2 s⌫,\n  {}\nWaiting 1 s⌫third\n⌫\n]\n")
        #expect(line.cursor == .lineStart)
    }

    /// What is said during a results write waits for it, in order, and the poster does not.
    @Test func noticesDuringAResultsWrite_waitInOrder() async throws {
        let screen = Screen()
        let line = SharedTerminalLine(errors: screen.write)
        let finish = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        // A page's write that has begun and waits (for a slow terminal) until `finish`.
        await withCheckedContinuation { writing in
            DispatchQueue.global().async(group: done) {
                try? line.writeResults(endingWith: UInt8(ascii: "}")) {
                    writing.resume()
                    finish.wait()
                    screen.write("  {\n  }")
                }
            }
        }
        // Each returns at once, though the page is still being written.
        line.notice("retrying\n")
        line.countdown("Waiting 3 s")
        line.countdown("Waiting 2 s")
        line.notice("* GET /users\n")
        #expect(screen.shown == "")
        finish.signal()
        await withCheckedContinuation { continuation in done.notify(queue: .global()) { continuation.resume() } }
        #expect(screen.shown == "  {\n  }\nretrying\n⌫Waiting 2 s⌫* GET /users\n")
        #expect(line.cursor == .lineStart)
    }

    /// The `^C` a terminal echoes sits where the cursor was: what is said after it starts a line
    /// of its own, unless a countdown's line, which is cleared whole, was showing.
    @Test func afterTheTerminalWrites_aNoticeStartsBelowIt() throws {
        let screen = Screen()
        let line = SharedTerminalLine(errors: screen.write)
        try line.writeResults(endingWith: UInt8(ascii: "\n")) { screen.write("user1\n") }
        line.terminalWroteOnTheLine()
        #expect(line.cursor == .midResults)
        line.notice("Resume: a\n")
        line.countdown("Waiting 1 s")
        line.terminalWroteOnTheLine()
        line.notice("Resume: b\n")
        // The terminal wrote while a page was being written: the page's own line break came
        // before or after, so what follows starts below to be safe.
        try line.writeResults(endingWith: UInt8(ascii: "\n")) {
            line.terminalWroteOnTheLine()
            screen.write("user2\n")
        }
        line.notice("Resume: c\n")
        #expect(screen.shown == "user1\n\nResume: a\n⌫Waiting 1 s⌫Resume: b\nuser2\n\nResume: c\n")
    }
}
