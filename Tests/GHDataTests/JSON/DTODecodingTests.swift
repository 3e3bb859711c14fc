import Foundation
import GHDomain
import GHTestSupport
import Testing

@testable import GHData

/// Decoding of recorded GitHub responses (see Sources/GHTestSupport/Fixtures/SOURCES.md).
struct DTODecodingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ fixture: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: Fixture.named(fixture).body)
    }

    @Test func usersList_decodesEveryUserWithGitHubsIDs() throws {
        let users = try decode([UserSummaryDTO].self, "users-list").map { $0.toDomain() }
        #expect(users.count == 30)
        #expect(
            users.first
                == UserSummary(
                    login: "mojombo", id: 1, type: "User", siteAdmin: false, avatarURL: "https://avatars0.githubusercontent.com/u/1?v=4",
                    htmlURL: "https://github.com/mojombo"))
        #expect(users.last?.id == 46)
    }

    @Test func usersListPerPage10_marksStaff() throws {
        let users = try decode([UserSummaryDTO].self, "users-list-per_page-10").map { $0.toDomain() }
        #expect(users.filter(\.siteAdmin).map(\.login) == ["defunkt", "pjhyett"])
        #expect(users.map(\.id) == [1, 2, 3, 4, 5, 6, 7, 17, 18, 19])
    }

    @Test func octocat_decodesEveryProfileField() throws {
        let profile = try decode(UserProfileDTO.self, "user-octocat").toDomain()
        #expect(
            profile
                == UserProfile(
                    summary: UserSummary(
                        login: "octocat", id: 583231, type: "User", siteAdmin: false,
                        avatarURL: "https://avatars.githubusercontent.com/u/583231?v=4", htmlURL: "https://github.com/octocat"),
                    name: "The Octocat", company: "@github", blog: "https://github.blog", location: "San Francisco",
                    email: "octocat@github.com", hireable: nil, bio: nil, twitterUsername: nil,
                    publicRepos: 8, publicGists: 8, followers: 4752, following: 9,
                    createdAt: Timestamp("2011-01-25T18:44:36Z"), updatedAt: Timestamp("2022-01-24T15:08:43Z")
                )
        )
    }

    @Test func organizationWithNullFields_decodesThemAsAbsent() throws {
        let profile = try decode(UserProfileDTO.self, "user-org-null-fields").toDomain()
        #expect(profile.summary.type == "Organization")
        #expect(profile.name == nil && profile.company == nil && profile.bio == nil && profile.email == nil)
        #expect(profile.blog == "")
        #expect(profile.publicRepos == 9)
    }

    @Test func everyRecordedProfile_decodes() {
        let cases: [String] = [
            "user-bot", "user-site-admin", "user-defunkt-emoji-bio", "user-kohsuke2-unicode-name", "user-codertocat-unicode-bio",
            "user-null-name-company-bio", "user-mojombo", "user-sigmavirus24", "user-org-jenkinsci",
        ]
        for fixture in cases {
            do {
                let profile = try decode(UserProfileDTO.self, fixture).toDomain()
                #expect(profile.summary.id > 0, "case \(String(reflecting: fixture))")
                #expect(profile.createdAt != nil, "case \(String(reflecting: fixture))")
            } catch {
                Issue.record(error, "case \(String(reflecting: fixture))")
            }
        }
    }

    @Test func botAndStaffProfiles_keepLoginAndBadge() throws {
        #expect(try decode(UserProfileDTO.self, "user-bot").toDomain().summary.login == "shipit[bot]")
        #expect(try decode(UserProfileDTO.self, "user-site-admin").toDomain().summary.siteAdmin == true)
        #expect(try decode(UserProfileDTO.self, "user-defunkt-emoji-bio").toDomain().bio == "🍔")
    }

    @Test func missingOptionalFields_andUnknownFields_decode() throws {
        let json = #"{"login":"a","id":7,"extra":{"deep":[1,2]},"created_at":null}"#
        let profile = try JSONDecoder().decode(UserProfileDTO.self, from: Data(json.utf8)).toDomain()
        #expect(profile == UserProfile(summary: UserSummary(login: "a", id: 7, type: "", siteAdmin: false, avatarURL: "", htmlURL: "")))
    }

    @Test func errorBody_messageIsRead() {
        #expect(ErrorBodyDTO.message(in: Fixture.named("error-401-bad-credentials").body) == "Bad credentials")
        #expect(ErrorBodyDTO.message(in: Data("<html>".utf8)) == nil)
    }

    @Test func searchUsers_readsTheTotalAndTheItems() throws {
        let results = try decode(SearchResultsDTO<UserSummaryDTO>.self, "search-users-mike-sort-joined")
        #expect(results.totalCount == 386)
        #expect(results.incompleteResults == false)
        #expect(results.items.count == 30)
        #expect(results.items.first?.toDomain().login == "Mikelandzhelo")
    }

    @Test func searchRepositories_decodesEveryFieldShown() throws {
        let results = try decode(SearchResultsDTO<RepositorySummaryDTO>.self, "search-repositories-tetris-assembly-stars")
        #expect(results.totalCount == 1677)
        #expect(results.incompleteResults == false)
        let first = try #require(results.items.first).toDomain()
        #expect(first.fullName == "daniel-e/tetros")
        #expect(first.name == "tetros")
        #expect(first.description == "Tetris that fits into the boot sector.")
        #expect(first.language == "Assembly")
        #expect(first.stargazersCount == 678)
        #expect(first.htmlURL == "https://github.com/daniel-e/tetros")
        #expect(
            first.owner == RepositorySummary.Owner(login: "daniel-e", avatarURL: "https://avatars2.githubusercontent.com/u/5294331?v=4"))
    }

    @Test func userRepositories_decodeWithDates() throws {
        let repositories = try decode([RepositorySummaryDTO].self, "user-kohsuke-repos-per_page-30").map { $0.toDomain() }
        #expect(repositories.count == 30)
        let first = try #require(repositories.first)
        #expect(first.name == "access-modifier")
        #expect(first.stargazersCount == 14)
        #expect(first.forksCount == 11)
        #expect(first.language == "Java")
        #expect(first.updatedAt?.text == "2019-08-13T14:32:41Z")
        #expect(first.updatedAt?.date == Date(timeIntervalSince1970: 1_565_706_761))
    }

    @Test func errorBody_detailedMessage_addsEachListedError() {
        #expect(ErrorBodyDTO.detailedMessage(in: Fixture.named("error-422-validation-failed").body) == "Validation Failed: color invalid")
        let search =
            #"{"message":"Validation Failed","errors":[{"message":"The listed users cannot be searched.","resource":"Search","field":"q","code":"invalid"}]}"#
        #expect(ErrorBodyDTO.detailedMessage(in: Data(search.utf8)) == "Validation Failed: The listed users cannot be searched.")
        #expect(ErrorBodyDTO.detailedMessage(in: Data(#"{"message":"Bad","errors":["one","two"]}"#.utf8)) == "Bad: one; two")
        #expect(ErrorBodyDTO.detailedMessage(in: Data(#"{"message":"Bad","errors":{"odd":1}}"#.utf8)) == "Bad")
        #expect(ErrorBodyDTO.detailedMessage(in: Data("[]".utf8)) == nil)
    }
}
