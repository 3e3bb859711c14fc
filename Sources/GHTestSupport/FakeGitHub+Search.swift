import Foundation
import LoopbackHTTPServer

extension FakeGitHub {
    /// An account as the stand-in's qualified user search knows it.
    public struct SearchAccount: Sendable, Equatable {
        /// The id; the login is `user<ID>`, or `org<ID>` for an organization.
        public var id: Int
        /// When the account was created, in seconds since 1970 (UTC).
        public var created: Int64
        /// Whether it is an organization (`type:org`).
        public var isOrganization: Bool
        /// Its location, matched whole and without regard to case by `location:`.
        public var location: String
        /// Its followers, for `followers:`.
        public var followers: Int

        /// An account from its parts.
        public init(id: Int, created: Int64, isOrganization: Bool = false, location: String = "lisbon", followers: Int = 0) {
            self.id = id
            self.created = created
            self.isOrganization = isOrganization
            self.location = location
            self.followers = followers
        }

        /// `count` accounts with ids from `firstID`, created from `start` on, three accounts
        /// to a second and a second every `spacing` seconds after that; every seventh in Porto
        /// rather than Lisbon, every eleventh an organization (unless `organizations` is false),
        /// followers the id modulo 500.
        public static func spread(
            count: Int, firstID: Int = 1, start: Int64 = 1_262_304_000, spacing: Int64 = 3_600, organizations: Bool = true
        ) -> [SearchAccount] {
            (0..<count).map { index in
                let id = firstID + index
                return SearchAccount(
                    id: id, created: start + Int64(index / 3) * spacing, isOrganization: organizations && id % 11 == 0,
                    location: id % 7 == 0 ? "porto" : "lisbon", followers: id % 500)
            }
        }
    }

    /// `GET /search/users` over ``searchAccounts``, as GitHub answers it: `created:`, `type:`,
    /// `location:` and `followers:` qualifiers (any other word must be in the login), sorted by
    /// `joined` when asked (else by id), the first 1,000 served and a 422 past them.
    func searchAccountsAnswer(_ request: HTTPRequestRecord) -> HTTPResponseSpec {
        guard let query = request.queryValue("q")?.removingPercentEncoding, let filter = SearchFilter(query) else {
            return .text(
                #"{"message":"Validation Failed","errors":[{"message":"The search query is not valid.","resource":"Search","field":"q","code":"invalid"}]}"#,
                status: 422)
        }
        let perPage = min(100, max(1, Int(request.queryValue("per_page") ?? "30") ?? 30))
        let page = max(1, Int(request.queryValue("page") ?? "1") ?? 1)
        guard (page - 1) * perPage < 1000 else {
            return .text(#"{"message":"Only the first 1000 search results are available"}"#, status: 422)
        }
        var matched = searchAccounts.filter(filter.matches)
        if request.queryValue("sort") == "joined" {
            let ascending = request.queryValue("order") == "asc"
            matched.sort { ascending ? ($0.created, $0.id) < ($1.created, $1.id) : ($0.created, $0.id) > ($1.created, $1.id) }
        } else {
            matched.sort { $0.id < $1.id }
        }
        var answer = self.page(request, count: min(matched.count, 1000)) { index in
            let account = matched[index]
            return account.isOrganization
                ? Self.accountJSON(login: "org\(account.id)", id: account.id, type: "Organization", siteAdmin: false)
                : listedJSON(id: account.id)
        }
        answer.body = Data("{\"total_count\":\(matched.count),\"incomplete_results\":false,\"items\":".utf8) + answer.body + Data("}".utf8)
        return answer
    }
}

/// The qualifiers of a stand-in search, read from its query; `nil` for one GitHub would refuse.
struct SearchFilter {
    private var tests: [(FakeGitHub.SearchAccount) -> Bool] = []

    init?(_ query: String) {
        for word in query.split(separator: " ") {
            let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                let text = word.lowercased()
                tests.append { "user\($0.id)".contains(text) || "org\($0.id)".contains(text) }
                continue
            }
            switch parts[0] {
            case "created":
                guard let range = Self.range(parts[1], parse: Self.second) else { return nil }
                tests.append { range.contains($0.created) }
            case "followers":
                guard let range = Self.range(parts[1], parse: { Int64($0).map { ($0, $0) } }) else { return nil }
                tests.append { range.contains(Int64($0.followers)) }
            case "type":
                guard ["user", "org"].contains(parts[1]) else { return nil }
                let organization = parts[1] == "org"
                tests.append { $0.isOrganization == organization }
            case "location":
                let place = parts[1].lowercased()
                tests.append { $0.location == place }
            default:
                return nil
            }
        }
    }

    func matches(_ account: FakeGitHub.SearchAccount) -> Bool { tests.allSatisfy { $0(account) } }

    /// `A..B`, `>A`, `>=A`, `<A`, `<=A` or `A`, each end read by `parse` as its first and last
    /// value (a day is its first and last second).
    private static func range(_ text: String, parse: (String) -> (Int64, Int64)?) -> ClosedRange<Int64>? {
        let ends = text.components(separatedBy: "..")
        if ends.count == 2, let low = parse(ends[0]), let high = parse(ends[1]), low.0 <= high.1 { return low.0...high.1 }
        guard ends.count == 1 else { return nil }
        for (prefix, make) in [
            (">=", { (value: (Int64, Int64)) in value.0...Int64.max }), (">", { $0.1 + 1...Int64.max }),
            ("<=", { Int64.min...$0.1 }), ("<", { Int64.min...$0.0 - 1 }),
        ] as [(String, ((Int64, Int64)) -> ClosedRange<Int64>)] where text.hasPrefix(prefix) {
            return parse(String(text.dropFirst(prefix.count))).map(make)
        }
        return parse(text).map { $0.0...$0.1 }
    }

    /// `2012-03-04` (the whole day), `2012-03-04T05:06:07Z` or `…+00:00`, as seconds since 1970.
    private static func second(_ text: String) -> (Int64, Int64)? {
        let formatter = ISO8601DateFormatter()
        if text.count == 10 {
            formatter.formatOptions = [.withFullDate]
            return formatter.date(from: text).map { (Int64($0.timeIntervalSince1970), Int64($0.timeIntervalSince1970) + 86_399) }
        }
        return formatter.date(from: text).map { (Int64($0.timeIntervalSince1970), Int64($0.timeIntervalSince1970)) }
    }
}
