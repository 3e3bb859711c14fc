import Foundation
import GHDomain
import Testing

@testable import GHData

/// The query `--full` sends: what it asks of each kind of account, and how logins travel.
struct GraphQLProfileQueryTests {
    private static func user(_ login: String, type: String = "User") -> UserSummary {
        UserSummary(login: login, id: 1, type: type, siteAdmin: false, avatarURL: "", htmlURL: "")
    }

    /// A user and an organization are asked for by alias, with the fields of the table.
    @Test func usersAndOrganizations_areAskedForByAlias() {
        let query = GraphQLProfileQuery([Self.user("octocat"), Self.user("github", type: "Organization")])
        #expect(
            query.text == """
                query($l0: String!, $l1: String!) {
                  rateLimit { cost remaining resetAt }
                  u0: user(login: $l0) { ...userFields }
                  o1: repositoryOwner(login: $l1) { ... on User { ...userFields } ... on Organization { ...organizationFields } }
                }
                fragment userFields on User {
                  __typename
                  login
                  databaseId
                  name
                  company
                  websiteUrl
                  location
                  email
                  isHireable
                  bio
                  twitterUsername
                  repositories(privacy: PUBLIC, ownerAffiliations: OWNER, first: 1) { totalCount }
                  gists(privacy: PUBLIC, first: 1) { totalCount }
                  followers(first: 1) { totalCount }
                  following(first: 1) { totalCount }
                  createdAt
                  updatedAt
                  isFollowingViewer
                  viewerIsFollowing
                }
                fragment organizationFields on Organization {
                  __typename
                  login
                  databaseId
                  name
                  websiteUrl
                  location
                  email
                  description
                  twitterUsername
                  repositories(privacy: PUBLIC, ownerAffiliations: OWNER, first: 1) { totalCount }
                  createdAt
                  updatedAt
                }

                """)
    }

    /// Without organizations their fragment is left out, as GraphQL refuses an unused one.
    @Test func withoutOrganizations_theirFragmentIsLeftOut() {
        let text = GraphQLProfileQuery([Self.user("octocat")]).text
        #expect(text.contains("fragment userFields on User"))
        #expect(!text.contains("organizationFields"))
    }

    @Test func logins_travelAsVariables_neverInTheQueryText() throws {
        let odd = "a\"b\\c) { viewer { login } }"
        let query = GraphQLProfileQuery([Self.user("octocat"), Self.user(odd)])
        let body = try #require(try JSONSerialization.jsonObject(with: query.body) as? [String: Any])
        #expect(body["query"] as? String == query.text)
        #expect(body["variables"] as? [String: String] == ["l0": "octocat", "l1": odd])
        #expect(!query.text.contains("octocat"))
        // (The fields isFollowingViewer and viewerIsFollowing name the viewer; the login's text never.)
        #expect(!query.text.contains("viewer {"))
    }
}
