import Foundation
import LoopbackHTTPServer
import Synchronization

/// The logged-in side of the stand-in: who the token belongs to (`GET /user`), whom they
/// follow, which `PUT` and `DELETE /user/following/{login}` change (and which
/// `/users/{viewer}/following` and each target's `/users/{login}/followers` then show), the
/// `X-OAuth-Scopes` and `X-Accepted-OAuth-Scopes` headers of classic tokens, and GitHub's
/// secondary limit on content-creating requests: after `changesPerWindow` changes within
/// `window` seconds, the next is refused (403, `Retry-After` until the window ends). Every
/// change that went through is logged with the time the server took it, so a test can measure
/// the pace at the server.
public final class FakeFollows: Sendable {
    /// One change the server carried out.
    public struct Change: Sendable, Equatable {
        /// `PUT` or `DELETE`.
        public var method: String
        /// Whom it followed or stopped following.
        public var login: String
        /// When the server took it.
        public var time: Date
    }

    private struct State {
        var following: [Int]
        var changes: [Change] = []
        var windowStart: Date?
        var inWindow = 0
        var limited = 0
    }

    /// The viewer's id; their login is `user<ID>`.
    public let viewerID: Int
    /// Each token the server knows, with the scopes `X-OAuth-Scopes` reports for it (`nil`: a
    /// fine-grained token, which reports none and may follow).
    public let tokens: [String: String?]
    /// Changes allowed within one window before the secondary limit refuses; `nil` for no limit.
    public let changesPerWindow: Int?
    /// The window's length, in seconds.
    public let window: TimeInterval
    /// The change (counting from 1) whose answer is held back, and for how many seconds: it is
    /// made and logged at once, so a run stopped meanwhile has made it without hearing so.
    public let slowAnswer: (change: Int, seconds: TimeInterval)?
    private let state: Mutex<State>

    /// A viewer `user<viewerID>` who follows the users with ids `following`, known to the server
    /// by `tokens`.
    public init(
        viewerID: Int, following: [Int] = [], tokens: [String: String?] = ["follow-token": "repo, user:follow"],
        changesPerWindow: Int? = nil, window: TimeInterval = 60, slowAnswer: (change: Int, seconds: TimeInterval)? = nil
    ) {
        self.slowAnswer = slowAnswer
        self.viewerID = viewerID
        self.tokens = tokens
        self.changesPerWindow = changesPerWindow
        self.window = window
        state = Mutex(State(following: following))
    }

    /// The viewer's login.
    public var viewer: String { "user\(viewerID)" }
    /// The ids the viewer follows now, in the order followed.
    public var following: [Int] { state.withLock { $0.following } }
    /// Every change carried out, in order.
    public var changes: [Change] { state.withLock { $0.changes } }
    /// How many changes the secondary limit refused.
    public var limitedChanges: Int { state.withLock { $0.limited } }

    /// The scopes accepted for following, as GitHub lists them.
    static let acceptedScopes = "user, user:follow"

    /// The answer to `request` when it is the viewer's business; `nil` for any other request.
    func respond(to request: HTTPRequestRecord, fake: FakeGitHub) -> HTTPResponseSpec? {
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.count == 3, parts[0] == "users", parts[2] == "following", parts[1].lowercased() == viewer {
            let ids = following
            return fake.page(request, count: ids.count) { fake.listedJSON(id: ids[$0]) }
        }
        if parts.count == 3, parts[0] == "users", parts[2] == "followers", let id = Self.id(parts[1]) {
            var ids = (fake.followers[parts[1]] ?? fake.everyone?.followers ?? []).filter { $0 != viewerID }
            if following.contains(id) { ids.append(viewerID) }
            return fake.page(request, count: ids.count) { fake.listedJSON(id: ids[$0]) }
        }
        guard parts.first == "user" else { return nil }
        guard let authorization = request.header("Authorization") else {
            return HTTPResponseSpec(status: 401, body: Fixture.named("error-401-requires-authentication").body)
        }
        let token = authorization.split(separator: " ").last.map(String.init) ?? ""
        guard let scopes = tokens[token] else {
            return HTTPResponseSpec(status: 401, body: Fixture.named("error-401-bad-credentials").body)
        }
        var headers: [(name: String, value: String)] = scopes.map { [("X-OAuth-Scopes", $0)] } ?? []
        if parts.count == 1 {
            headers.append(("X-Accepted-OAuth-Scopes", ""))
            return .text(FakeGitHub.userJSON(id: viewerID), headers: headers)
        }
        guard parts.count == 3, parts[1] == "following", let target = Self.id(parts[2]), !fake.goneLogins.contains(parts[2]) else {
            return FakeGitHub.notFound
        }
        headers.append(("X-Accepted-OAuth-Scopes", Self.acceptedScopes))
        switch request.method {
        case "GET":
            return HTTPResponseSpec(status: following.contains(target) ? 204 : 404, headers: headers, body: Data())
        case "PUT", "DELETE":
            if let scopes,
                !scopes.split(separator: ",").contains(where: { ["user", "user:follow"].contains($0.trimmingCharacters(in: .whitespaces)) })
            {
                var refusal = FakeGitHub.notFound
                refusal.headers += headers
                return refusal
            }
            return change(request.method, target: target, login: parts[2], headers: headers)
        default:
            return .text(#"{"message":"Not Found"}"#, status: 404)
        }
    }

    private func change(_ method: String, target: Int, login: String, headers: [(name: String, value: String)]) -> HTTPResponseSpec {
        let now = Date()
        return state.withLock { state in
            if let limit = changesPerWindow {
                if let start = state.windowStart, now.timeIntervalSince(start) < window, state.inWindow >= limit {
                    state.limited += 1
                    let wait = Int((start.addingTimeInterval(window).timeIntervalSince(now)).rounded(.up))
                    let body =
                        #"{"message":"You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.","#
                        + #""documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"}"#
                    return .text(body, status: 403, headers: headers + [("Retry-After", String(max(1, wait)))])
                }
                if state.windowStart.map({ now.timeIntervalSince($0) >= window }) ?? true {
                    state.windowStart = now
                    state.inWindow = 0
                }
                state.inWindow += 1
            }
            state.changes.append(Change(method: method, login: login, time: now))
            if method == "PUT", !state.following.contains(target) { state.following.append(target) }
            if method == "DELETE" { state.following.removeAll { $0 == target } }
            let delay = slowAnswer.flatMap { $0.change == state.changes.count ? $0.seconds : nil } ?? 0
            return HTTPResponseSpec(status: 204, headers: headers, body: Data()).delayed(delay)
        }
    }

    /// The id in a `user<ID>` login.
    private static func id(_ login: String) -> Int? {
        guard login.hasPrefix("user"), let id = Int(login.dropFirst(4)), id > 0 else { return nil }
        return id
    }
}
