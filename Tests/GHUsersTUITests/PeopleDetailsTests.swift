import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// People's names, locations and followers in user lists: asked for only for the rows on screen
/// and the screen after, one request at a time, never twice; placeholders meanwhile in the
/// layout the details will have; a failure stops the asking until `r`; without a token, no
/// columns and no requests.
struct PeopleDetailsTests {
    static let options = BrowseOptions(color: false, timeZone: TimeZone(identifier: "UTC")!, peopleDetails: true)

    /// A users list `rows` × `columns` with a token, one page of 100 loaded.
    static func list(rows: Int = 24, columns: Int = 80, options: BrowseOptions = options) -> Session {
        var session = Session(.users(since: 0), rows: rows, columns: columns, options: options)
        session.answer(Samples.usersPage(Array(1...100)))
        return session
    }

    private static func asked(_ effects: [BrowseEffect]) -> [[Int]] {
        effects.compactMap { if case .loadDetails(let users) = $0 { users.map(\.id) } else { nil } }
    }

    /// The profile GitHub's stand-in gives `user`: a name, every other one a place, followers.
    static func profile(_ user: UserSummary) -> UserProfile {
        var profile = UserProfile(summary: user)
        profile.name = "Person \(user.id)"
        profile.location = user.id % 2 == 0 ? "City \(user.id % 10)" : nil
        profile.followers = user.id * 1_234
        return profile
    }

    /// Answers the last details asked for.
    @discardableResult
    static func answer(_ session: inout Session) -> [BrowseEffect] {
        for effect in session.effects.reversed() {
            if case .loadDetails(let users) = effect { return session.send(.details(users, .success(users.map(profile)))) }
        }
        return []
    }

    /// The list's rows on screen at 80 × 24.
    private static let rowsOnScreen = 24 - 1 - 2 - 1 - 1

    @Test func rowsOnAndAfterTheScreen_areAskedOnceInOneRequest() {
        var session = Self.list()
        #expect(Self.asked(session.effects) == [Array(1...2 * Self.rowsOnScreen)], "one request, this screen and the next")
        #expect(Self.asked(session.send(Array(repeating: Samples.key(.down), count: 30))).isEmpty, "one at a time: holding j asks no more")
        Self.answer(&session)
        let more = Self.asked(session.effects).last
        // Thirty rows down, the screen starts at user13: the screen after it ends at user50.
        #expect(more == Array(2 * Self.rowsOnScreen + 1...50), "the answer brings the rows now in reach, and only those")
        Self.answer(&session)
        #expect(Self.asked(session.send([Samples.key(.up), Samples.key(.down)])).isEmpty, "answered rows are never asked again")
    }

    /// Rows show placeholders in the layout their details will have, then the details.
    @Test func rowsShowPlaceholdersShapedLikeTheirDetails() {
        var session = Self.list()
        let waiting = session.listLines
        #expect(waiting[0] == "  LOGIN         NAME                  LOCATION            FOLLOWERS  TYPE   ID")
        #expect(waiting[1] == "›      user1    ░░░░░░░               ░░░░░                     ░░░  User    1")
        Self.answer(&session)
        let arrived = session.listLines
        #expect(arrived[0] == waiting[0], "the columns do not move when the details come")
        #expect(arrived[1] == "›      user1    Person 1                                       1.2k  User    1")
        #expect(arrived[2] == "       user2    Person 2              City 2                   2.4k  User    2")
    }

    @Test func theColumnsThatFit_areShown_theLoginCutLast() {
        var lines: [String] = []
        for (rows, columns) in [(36, 120), (24, 80), (20, 60), (12, 40)] {
            var session = Self.list(rows: rows, columns: columns)
            Self.answer(&session)
            lines.append("\(columns)x\(rows)")
            lines += session.listLines.prefix(3)
        }
        Snapshot.expect(lines, named: "people-details-widths")
    }

    @Test func failedRequest_stopsAsking_saysSo_untilRAsksAgain() {
        var session = Self.list()
        guard case .loadDetails(let users)? = session.effects.last(where: { if case .loadDetails = $0 { true } else { false } }) else {
            Issue.record("expected a request")
            return
        }
        session.send(.details(users, .failure(BrowseFailure(message: "GitHub's GraphQL rate limit is used up", isRateLimit: true))))
        #expect(
            session.lines.suffix(2) == [
                "Names, locations and followers could not be had: GitHub's GraphQL rate limit is", "used up — r asks again",
            ])
        #expect(!session.listLines[1].contains("░"), "no placeholder stands for what is not coming")
        #expect(Self.asked(session.send(Array(repeating: Samples.key(.down), count: 30))).isEmpty, "no request in a loop")
        #expect(Self.asked(session.send(Samples.key(.character("r")))).first?.first == 13, "r asks for the rows on screen")
    }

    @Test func aProfileThePreviewOrTheCardBrought_isNotAskedFor() {
        var session = Session(.users(since: 0), rows: 24, columns: 80, options: Self.options)
        var octocat = Samples.octocat
        octocat.summary = Samples.user(3)
        session.send(.previewProfile(Login("user3")!, .success(octocat)))
        session.answer(Samples.usersPage(Array(1...100)))
        #expect(Self.asked(session.effects).first?.contains(3) == false)
        #expect(session.listLines[3] == "       user3    The Octocat           San Francisco            4.7k  User    3")
    }

    @Test func withoutAToken_rowsShowWhatTheyHold_askingNothing() {
        let session = Self.list(options: Samples.options)
        #expect(Self.asked(session.effects).isEmpty)
        #expect(session.listLines[0] == "  LOGIN         TYPE   ID")
    }

    /// A user list on a profile's tab asks too, and a list of repositories never.
    @Test func userTabsOfAProfile_askToo_repositoryTabsNever() {
        var session = Session(.profile(Login("octocat")!), options: Self.options)
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        session.answer(Page(items: (1...5).map { .repository(Samples.repository($0)) }, next: nil))
        #expect(Self.asked(session.effects).isEmpty)
        session.send([Samples.key(.tab), Samples.key(.tab)])
        session.answer(Samples.usersPage([7, 8], hasNext: false))
        #expect(Self.asked(session.effects) == [[7, 8]])
        Self.answer(&session)
        // A tab has no headings: the count says what it counts.
        #expect(session.listLines[0] == "›      user7  Person 7                                 8.6k followers  User  7")
    }

    @Test func keptDetails_areBounded_forgottenOnesAskedAgain() {
        var people = PeopleDetails()
        people.isAvailable = true
        var id = 0
        while id <= PeopleDetails.kept {
            let batch = people.request((id..<id + PeopleDetails.batchLimit).map { Samples.user($0) })
            people.receive(batch, .success(batch.map { Self.profile($0) }))
            id += batch.count
        }
        #expect(people.person(0) == nil, "the oldest is forgotten")
        #expect(people.person(id - 1)?.name == "Person \(id - 1)")
        #expect(people.request([Samples.user(0)]).map(\.id) == [0], "and asked for again when shown")
        people.receive([Samples.user(0)], .success([nil]))
        #expect(people.person(0) == PeopleDetails.Person(), "an account GitHub no longer knows has nothing, and is not asked again")
        #expect(people.request([Samples.user(0)]).isEmpty)
    }
}

extension PeopleDetailsTests {
    @Test func aFavoriteKeptFromTheList_keepsTheNameItShows() {
        var session = Self.list()
        Self.answer(&session)
        let saved = session.send(Samples.key(.character("f"))).compactMap { effect -> FavoriteUser? in
            if case .saveFavorite(let favorite, isFavorite: true) = effect { favorite } else { nil }
        }
        #expect(saved.map(\.login) == ["user1"])
        #expect(saved.map(\.name) == ["Person 1"])
    }
}
