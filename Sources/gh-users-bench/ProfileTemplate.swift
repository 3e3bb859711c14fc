import Foundation
import GHTestSupport
import LoopbackHTTPServer

/// Makes a profile for any login from the recorded `GET /users/octocat` answer, so that every
/// profile the benchmark serves has GitHub's real shape and size.
struct ProfileTemplate: Sendable {
    private let template = Fixture.named("user-octocat").text

    /// The profile of `login` (as it appears in the path); its id is the number in a login
    /// such as `user42`, else 1.
    func response(forLogin login: String) -> HTTPResponseSpec {
        let id = Int(login.drop { !$0.isNumber }) ?? 1
        let body = template.replacingOccurrences(of: "octocat", with: login).replacingOccurrences(of: "583231", with: String(id))
        return HTTPResponseSpec(status: 200, headers: [("ETag", "\"\(login)\"")], body: Data(body.utf8))
    }
}
