import Dispatch
import Synchronization
import Testing

@testable import GHUsersCLI

/// Results and notices on one terminal: they take turns, and a notice after results that ended
/// mid-line starts a line of its own.
@Suite(.timeLimit(.minutes(1)))
struct SharedTerminalLineTests {
    @Test func aNotice_startsALineOfItsOwn_onlyAfterResultsThatEndedMidLine() throws {
        let line = SharedTerminalLine()
        var screen = ""
        line.writeNotice { screen += $0 + "first\n" }
        try line.writeResults(endingWith: UInt8(ascii: "}")) { screen += "[\n  {\n  }" }
        line.writeNotice { screen += $0 + "second\n" }
        line.writeNotice { screen += $0 + "third\n" }
        try line.writeResults(endingWith: UInt8(ascii: "\n")) { screen += ",\n  {}\n]\n" }
        line.writeNotice { screen += $0 + "fourth\n" }
        #expect(screen == "first\n[\n  {\n  }\nsecond\nthird\n,\n  {}\n]\nfourth\n")
    }

    @Test func aNotice_waitsForAResultsWriteUnderWay() async throws {
        let line = SharedTerminalLine()
        let screen = Mutex("")
        let finish = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        // A page's write that has begun and waits (for a slow terminal) until `finish`.
        await withCheckedContinuation { writing in
            DispatchQueue.global().async(group: done) {
                try? line.writeResults(endingWith: UInt8(ascii: "}")) {
                    writing.resume()
                    finish.wait()
                    screen.withLock { $0 += "  {\n  }" }
                }
            }
        }
        DispatchQueue.global().async(group: done) {
            line.writeNotice { lineBreak in screen.withLock { $0 += lineBreak + "notice\n" } }
        }
        // Whatever the notice would do while the page is being written, it has had the time to.
        try await Task.sleep(for: .milliseconds(50))
        #expect(screen.withLock { $0 } == "")
        finish.signal()
        await withCheckedContinuation { continuation in done.notify(queue: .global()) { continuation.resume() } }
        #expect(screen.withLock { $0 } == "  {\n  }\nnotice\n")
    }
}
