import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// `r`: what failed on the screen is asked again at once, all of it; otherwise the list is
/// fetched afresh with its rows kept until the new ones arrive, the selection on the same row.
struct RetryAndRefreshTests {
    @Test func oneR_retriesTheProfileAndItsTab_bothThatFailed() throws {
        var session = Session(.profile(try #require(Login("octocat"))))
        let failure = BrowseFailure(message: "cannot connect to api.github.com: host not found")
        session.send(.profile(ScreenID(value: 2), generation: 0, .failure(failure)))
        session.send(.page(try #require(session.lastLoad).ticket, .failure(failure)))
        #expect(
            Array(session.lines[2...3]) == [
                "│           Error: cannot connect to api.github.com: host not found — r to     │",
                "│    OC     retry                                                              │",
            ])
        let retried = session.send(Samples.key(.character("r")))
        let login = try #require(Login("octocat"))
        #expect(
            Set(retried) == [
                .loadProfile(ScreenID(value: 2), generation: 0, login),
                .load(LoadTicket(screen: ScreenID(value: 2), slot: .tab(.repositories), generation: 0), .repositories(login), cursor: nil),
            ])
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        #expect(
            session.lines[2] == "│           The Octocat  @octocat                                              │",
            "the header's error is gone after one r")
    }

    /// A not-found offers no retry, and a tab that fails names its list, under the profile shown.
    @Test func notFound_offersNoRetry_aFailedTabNamesItsList() throws {
        var session = Session(.profile(try #require(Login("octocat"))))
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        session.send(
            .page(try #require(session.lastLoad).ticket, .failure(BrowseFailure(message: "user 'octocat' not found", isNotFound: true))))
        #expect(session.lines[2] == "│           The Octocat  @octocat                                              │")
        // In a panel of its own: the cause, and no advice to retry.
        #expect(session.lines.contains { $0.contains("Could not load") })
        let text = session.lines.joined(separator: " ").replacingOccurrences(of: "│", with: " ").split(separator: " ").joined(
            separator: " ")
        #expect(text.contains("Repositories of octocat could not load: GitHub has no such list (HTTP 404)"), "wrapped at words")
        #expect(!session.lines.contains { $0.contains("retry") })
        session.send(.page(try #require(session.lastLoad).ticket, .failure(BrowseFailure(message: "HTTP 502"))))
        session.send(Samples.key(.character("r")))
        session.send(.page(try #require(session.lastLoad).ticket, .failure(BrowseFailure(message: "HTTP 502"))))
        #expect(session.lines.contains { $0.contains("│ Repositories of octocat could not load: HTTP 502 ") })
        #expect(session.lines.contains { $0.contains("│ r to retry ") }, "what to do, on a line apart")

        var gone = Session(.profile(try #require(Login("ghost1"))))
        gone.send(
            .profile(ScreenID(value: 2), generation: 0, .failure(BrowseFailure(message: "user 'ghost1' not found", isNotFound: true))))
        #expect(gone.lines[2] == "│           Error: user 'ghost1' not found                                     │")
        #expect(!gone.lines.contains { $0.contains("retry") })
    }

    @Test func r_afterARateLimit_asksAgainAtOnce() {
        var session = Session(.users(since: 0))
        session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: "API rate limit exceeded", isRateLimit: true))))
        #expect(session.send(Samples.key(.character("r"))).count == 1)
    }

    @Test func rateLimitReset_resumesAPausedList_andNothingElse() {
        var session = Session(.users(since: 0))
        #expect(session.send(.rateLimitReset).isEmpty, "a list loading is left alone")
        session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: "API rate limit exceeded", isRateLimit: true))))
        #expect(
            session.send(.rateLimitReset) == [
                .load(LoadTicket(screen: ScreenID(value: 1), slot: .main, generation: 0), .users(since: 0), cursor: nil)
            ])
    }

    /// The rate limit's reset asks again for a profile it stopped, but not one that failed otherwise.
    @Test func rateLimitReset_retriesOnlyTheProfileItStopped() {
        var session = Session(.profile(Login("octocat")!))
        let profile = ScreenID(value: 2)
        session.send(.profile(profile, generation: 0, .failure(BrowseFailure(message: "API rate limit exceeded", isRateLimit: true))))
        #expect(session.send(.rateLimitReset).contains(.loadProfile(profile, generation: 1, Login("octocat")!)))
        session.send(.profile(profile, generation: 1, .failure(BrowseFailure(message: "HTTP 502"))))
        #expect(!session.send(.rateLimitReset).contains { if case .loadProfile = $0 { true } else { false } })
    }

    /// A retry notice gives way to the failure it ended in; a warning does not.
    @Test func retryNotice_yieldsToItsFailure_aWarningDoesNot() {
        var session = Session(.users(since: 0))
        session.send(.notice("the connection to 127.0.0.1 dropped; retrying in 0.4s (attempt 2 of 3)"))
        #expect(session.lines.last == "the connection to 127.0.0.1 dropped; retrying in 0.4s (attempt 2 of 3)")
        // A failure for a screen not shown says nothing here, so the notice stays.
        session.send(.profile(ScreenID(value: 99), generation: 0, .failure(BrowseFailure(message: "HTTP 502"))))
        #expect(session.lines.last == "the connection to 127.0.0.1 dropped; retrying in 0.4s (attempt 2 of 3)")
        session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: "cannot connect to 127.0.0.1"))))
        #expect(session.lines.last?.hasPrefix("j/k move") == true, "the keys again, not the retry")
        #expect(session.listLines[2].hasPrefix(" │ Error: cannot connect to 127.0.0.1 "))
        #expect(session.listLines[4].hasPrefix(" │ r to retry "))
        session.send(.notice("Warning: the cache cannot be written"))
        session.send(Samples.key(.character("r")))
        session.send(.notice("Warning: the cache cannot be written"))
        session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: "HTTP 502"))))
        #expect(session.lines.last == "Warning: the cache cannot be written")
    }

    /// A refresh keeps the rows until the new page, then selects the same row.
    @Test func refresh_keepsTheRows_thenSelectsTheSameRow() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage(Array(1...30), hasNext: false))
        session.send(Array(repeating: Samples.key(.down), count: 5))
        #expect(session.state.top?.focusedList?.selectedRow == .user(Samples.user(6)))
        session.send(Samples.key(.character("r")))
        #expect(session.listLines[6].hasPrefix("›      user6 "), "the rows stay while the new page comes")
        // The new page: two users joined before user6, and user3 is gone.
        session.answer(Samples.usersPage([1, 2, 4, 5, 100, 101, 6, 7, 8], hasNext: false))
        #expect(session.state.top?.focusedList?.selectedRow == .user(Samples.user(6)))
        #expect(session.state.top?.focusedList?.rows.count == 9)
        #expect(session.listLines.contains { $0.hasPrefix("›      user6 ") })
    }

    @Test func aRefreshThatFails_keepsTheRows_andSaysWhy() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([1, 2], hasNext: false))
        session.send(Samples.key(.character("r")))
        session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: "HTTP 502"))))
        #expect(session.listLines[1].hasPrefix("›      user1 "))
        #expect(session.listLines[3] == "  Error: HTTP 502 — r to retry")
        #expect(
            session.send(Samples.key(.character("r"))) == [
                .load(LoadTicket(screen: ScreenID(value: 1), slot: .main, generation: 1), .users(since: 0), cursor: nil)
            ])
    }

    /// A list's error too long for three lines ends saying `m` shows all.
    @Test func errorTooLongForThreeLines_endsSayingMShowsAll() {
        var session = Session(.users(since: 0), rows: 12, columns: 40)
        let path = "/home/someone/.local/share/gh-users/favorites.json"
        let message = "the favorites file \(path) is damaged (not valid JSON); it was left untouched: repair it"
        session.send(.page(session.lastLoad!.ticket, .failure(BrowseFailure(message: message))))
        #expect(
            Array(session.listLines[1...3]) == [
                "  Error: the favorites file /home/some", "  one/.local/share/gh-users/favorites.",
                "  json is damaged (not… (m shows all)",
            ])
        // Too narrow for the whole marker: it is cut, never the line's width passed.
        #expect(Layout.messageText("a b c d e f", width: 4, maximumLines: 2) == ["a b", "… (…"])
        #expect(Layout.messageText("short", width: 40, maximumLines: 1) == ["short"])
    }

    @Test func aLongError_wrapsWhole_withItsAdvice() {
        var session = Session(.users(since: 0), rows: 12, columns: 40)
        session.answer(Samples.usersPage([1], hasNext: false))
        let text = "Error: cannot open a web browser: xdg-open was not found; set GH_BROWSER or BROWSER to the one to use"
        session.send(.openFailed(text))
        #expect(
            Array(session.lines.suffix(3)) == [
                "Error: cannot open a web browser:", "xdg-open was not found; set GH_BROWSER", "or BROWSER to the one to use",
            ])
    }
}
