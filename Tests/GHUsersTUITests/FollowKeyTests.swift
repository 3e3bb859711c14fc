import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// `F`: GitHub is asked whether you follow the user, the status line asks `y/n`, and `y` makes
/// the change, the card's marks changing at once and back when GitHub refuses; and the one key
/// table that every mode's keys come from.
struct FollowKeyTests {
    private static let octocat = Login("octocat")!

    /// octocat's card, where you follow them or not (`nil`: unknown, as without a token).
    private static func octocatsCard(youFollow: Bool?) -> Session {
        var session = Session(.profile(octocat))
        var profile = Samples.octocat
        profile.extras.youFollow = youFollow
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(profile)))
        return session
    }

    private static func follows(_ effects: [BrowseEffect]) -> [BrowseEffect] {
        effects.filter {
            switch $0 {
            case .checkFollowing, .setFollowing: return true
            default: return false
            }
        }
    }

    /// `F` asks GitHub first, then `y` follows, and the card changes at once.
    @Test func capitalF_asksGitHubFirst_thenYFollowsAtOnce() {
        var session = Self.octocatsCard(youFollow: nil)
        #expect(Self.follows(session.send(Samples.key(.character("F")))) == [.checkFollowing(Self.octocat)])
        #expect(session.lines.last == "Asking GitHub whether you follow octocat…")
        #expect(Self.follows(session.send(.followChecked(Self.octocat, .success(false)))).isEmpty)
        #expect(session.lines.last == "Follow octocat? y/n")
        #expect(session.lines.contains { $0.contains("4,752 followers") })
        #expect(!session.lines.contains { $0.contains("you follow") })
        #expect(Self.follows(session.send(Samples.key(.character("y")))) == [.setFollowing(Self.octocat, follow: true)])
        #expect(session.lines.contains { $0.contains("you follow") }, "the mark shows at once")
        #expect(session.lines.contains { $0.contains("4,753 followers") })
        #expect(session.lines.last == "Following octocat…")
        session.send(.followChanged(Self.octocat, follow: true, .success(7)))
        #expect(session.lines.last == "Followed octocat (run 7 of the journal)")
        #expect(session.lines.contains { $0.contains("you follow") })
    }

    @Test func refusal_putsTheCardBack_andSaysWhyOnScreen() {
        var session = Self.octocatsCard(youFollow: true)
        session.send(Samples.key(.character("F")))
        session.send(.followChecked(Self.octocat, .success(true)))
        #expect(session.lines.last == "Stop following octocat? y/n")
        #expect(Self.follows(session.send(Samples.key(.character("y")))) == [.setFollowing(Self.octocat, follow: false)])
        #expect(!session.lines.contains { $0.contains("you follow") })
        #expect(session.lines.contains { $0.contains("4,751 followers") })
        let refusal = "the token lacks the 'user:follow' scope this change needs (it has only repo); nothing was changed"
        session.send(.followChanged(Self.octocat, follow: false, .failure(BrowseFailure(message: refusal))))
        #expect(session.lines.contains { $0.contains("you follow") }, "back as it was")
        #expect(session.lines.contains { $0.contains("4,752 followers") })
        #expect(session.lines[0].hasPrefix("Users › octocat "), "the screen is kept")
        #expect(session.state.message == Message(isError: true, text: refusal))
        #expect(session.lines.suffix(2).joined(separator: " ") == refusal)
    }

    @Test func otherKeys_changeNothing_andAFailedQuestionIsSaid() {
        var session = Self.octocatsCard(youFollow: false)
        session.send(Samples.key(.character("F")))
        session.send(.followChecked(Self.octocat, .success(false)))
        #expect(Self.follows(session.send(Samples.key(.character("n")))).isEmpty)
        #expect(session.lines.last == "Nothing was changed")
        #expect(session.state.mode == .normal)
        #expect(!session.lines.contains { $0.contains("you follow") })
        session.send(Samples.key(.character("F")))
        let noLogin = "following needs a login; nothing was sent. Log in with 'gh auth login --hostname github.com'"
        session.send(.followChecked(Self.octocat, .failure(BrowseFailure(message: noLogin))))
        #expect(session.state.mode == .normal, "nothing is asked")
        #expect(session.state.message == Message(isError: true, text: noLogin))
    }

    @Test func onAList_FIsForTheSelectedUser_previewMarkChanges() {
        var session = Session(.users(since: 0), columns: 120)
        session.answer(Samples.usersPage(Array(1...5)))
        session.send(Samples.key(.down))
        var profile = Samples.octocat
        profile.summary = Samples.user(2)
        profile.extras.youFollow = false
        session.state.preview.remember("user2", .loaded(profile))
        let user2 = Login("user2")!
        #expect(Self.follows(session.send(Samples.key(.character("F")))) == [.checkFollowing(user2)])
        session.send(.followChecked(user2, .success(false)))
        session.send(Samples.key(.character("Y")))
        guard case .loaded(let shown)? = session.state.preview.entry(for: "user2") else {
            Issue.record("the preview's profile is kept")
            return
        }
        #expect(shown.extras.youFollow == true)
        #expect(shown.followers == 4753)
        #expect(session.lines.contains { $0.contains("you follow") }, "the preview shows the mark")
    }

    @Test func everyModesKeys_areInTheTableTheHelpIsDrawnFrom() {
        let context = KeyContext(list: .users, onProfile: false)
        #expect(KeyMap.action(for: .character("F"), in: context) == .toggleFollow)
        #expect(KeyMap.action(for: .enter, in: context, mode: .filter) == .keepFilter)
        #expect(KeyMap.action(for: .escape, in: context, mode: .filter) == .clearFilter)
        #expect(KeyMap.action(for: .down, in: context, mode: .filter) == .moveDown)
        #expect(KeyMap.action(for: .character("q"), in: context, mode: .filter) == nil, "a letter is the line's")
        #expect(KeyMap.action(for: .enter, in: context, mode: .prompt) == .submit)
        #expect(KeyMap.action(for: .up, in: context, mode: .prompt) == .earlierLine)
        #expect(KeyMap.action(for: .character("j"), in: context, mode: .overlay) == .scrollDown)
        #expect(KeyMap.action(for: .character("x"), in: context, mode: .overlay) == .close)
        #expect(KeyMap.action(for: .character("y"), in: context, mode: .question) == .confirm)
        #expect(KeyMap.action(for: .enter, in: context, mode: .question) == .decline)
        for mode in KeyMode.allCases {
            #expect(KeyMap.action(for: .control("c"), in: context, mode: mode) == .quit, "\(mode)")
            #expect(KeyMap.action(for: .control("z"), in: context, mode: mode) == .suspend, "\(mode)")
        }
        let help = KeyMap.help(in: context)
        #expect(help.contains { $0 == ("F", "follow or unfollow on GitHub, asked y/n first") })
        #expect(
            help.suffix(4).map { "\($0.keys): \($0.summary)" } == [
                "In a filter: Enter keeps it · Esc clears it · ↓ next row · ↑ previous row",
                "At s and L: Enter runs it · Esc leaves it · ↑ an earlier line · ↓ a later line",
                "In ? and m: j ↓ scroll down · k ↑ scroll up · any other key closes",
                "Asked y/n: y yes · any other key no",
            ])
        #expect(!KeyMap.builtInKeys.contains(.character("x")) && KeyMap.builtInKeys.contains(.character("F")))
    }
}
