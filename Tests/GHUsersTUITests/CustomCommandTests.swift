import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// Keys bound to commands: placeholders are the selected row's values, shell-quoted, so that a
/// name GitHub sends can never become shell syntax; `?` lists them by name.
struct CustomCommandTests {
    private static let clone = CustomKey(key: "X", name: "Clone", command: "git clone {url} && echo {repo} {login} {id}")

    private static func session(_ start: StartScreen = .users(since: 0)) -> Session {
        Session(start, options: BrowseOptions(color: false, timeZone: TimeZone(identifier: "UTC")!, customKeys: [clone]))
    }

    @Test func customKey_runsItsCommand_withTheRowsValuesQuoted() {
        var session = Self.session(.trending(language: nil))
        session.answer(Page(items: [.repository(Samples.repository(1, owner: "o"))], next: nil))
        #expect(
            session.send(Samples.key(.character("X"))) == [
                .runCommand("git clone 'https://github.com/o/repo1' && echo 'o/repo1' 'o' '9001'", name: "Clone")
            ])
    }

    @Test func aHostileValue_staysOneWord() {
        #expect(CustomCommand.quoted("a'; rm -rf ~; echo '") == "'a'\\''; rm -rf ~; echo '\\'''")
        #expect(CustomCommand.quoted("$(reboot)`id`\n") == "'$(reboot)`id`\n'")
        let hostile = UserSummary(login: "x';touch pwned;'", id: 5, type: "User", siteAdmin: false, avatarURL: "", htmlURL: "")
        var session = Session(
            .users(since: 0),
            options: BrowseOptions(
                color: false, timeZone: TimeZone(identifier: "UTC")!,
                customKeys: [CustomKey(key: "Z", name: "Echo", command: "echo {login}")]))
        session.answer(Page(items: [.user(hostile)], next: nil))
        #expect(session.send(Samples.key(.character("Z"))) == [.runCommand("echo 'x'\\'';touch pwned;'\\'''", name: "Echo")])
    }

    @Test func aMissingValue_isSaid_andNothingRuns() {
        var session = Self.session()
        session.answer(Samples.usersPage([1]))
        #expect(session.send(Samples.key(.character("X"))).isEmpty)
        #expect(session.lines.last == "Clone: nothing here has a {repo}")
    }

    @Test func unknownBraces_areLeftAsTheyAre() {
        #expect(CustomCommand.expand("awk '{print $1}' {login} {nope}") { "<\($0)>" } == "awk '{print $1}' <login> {nope}")
    }

    @Test func helpNamesTheKey_andABuiltInKeyCannotBeBound() {
        var session = Self.session()
        session.answer(Samples.usersPage([1]))
        session.send(Samples.key(.character("?")))
        #expect(session.lines.contains { $0.contains("│ X ") && $0.contains("  Clone") })
        #expect(CustomKey.isBuiltIn("j"))
        #expect(CustomKey.isBuiltIn("?"))
        #expect(!CustomKey.isBuiltIn("X"))
    }

    @Test func aCommandThatFailed_isSaid() {
        var session = Self.session()
        session.send(.commandFinished(name: "Clone", problem: "the command exited with status 128"))
        #expect(session.lines.last == "Clone: the command exited with status 128")
    }
}
