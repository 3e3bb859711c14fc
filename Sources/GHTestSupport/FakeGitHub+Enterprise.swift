import Foundation
import LoopbackHTTPServer

extension FakeGitHub {
    /// How the stand-in plays a GitHub Enterprise Server: the release it names in every
    /// answer's `X-GitHub-Enterprise-Version` and in `GET /meta`'s `installed_version`, and
    /// whether it is in private mode, answering 401 to any request without a token.
    public struct Enterprise: Sendable {
        /// The release, as the server writes it (`3.14.2`).
        public var version: String
        /// Whether answers carry `X-GitHub-Enterprise-Version` (else only `/meta` tells).
        public var sendsVersionHeader: Bool
        /// Whether a request without `Authorization` is refused with 401.
        public var privateMode: Bool

        /// A server of `version`, naming it in each answer, private or not.
        public init(version: String, sendsVersionHeader: Bool = true, privateMode: Bool = false) {
            self.version = version
            self.sendsVersionHeader = sendsVersionHeader
            self.privateMode = privateMode
        }

        /// The refusal a private-mode server gives a request without a token; `nil` for any
        /// other request.
        func refusal(_ request: HTTPRequestRecord) -> HTTPResponseSpec? {
            guard privateMode && request.header("Authorization") == nil else { return nil }
            let docs = "https://docs.github.com/enterprise-server@\(version.split(separator: ".").prefix(2).joined(separator: "."))/rest"
            // The body GitHub Enterprise Server sends a request without credentials.
            return .text(#"{"message":"Must authenticate to access this API.","documentation_url":"\#(docs)"}"#, status: 401)
        }

        /// `GET /meta`'s answer, with the release; `nil` for any other request.
        func meta(_ request: HTTPRequestRecord) -> HTTPResponseSpec? {
            guard request.path == "/meta" || request.path == "/api/v3/meta" else { return nil }
            return .text(#"{"verifiable_password_authentication":true,"installed_version":"\#(version)"}"#)
        }

        /// `response` with the version header, when this server sends it.
        func labelling(_ response: HTTPResponseSpec) -> HTTPResponseSpec {
            guard sendsVersionHeader else { return response }
            var labelled = response
            labelled.headers.append(("X-GitHub-Enterprise-Version", version))
            return labelled
        }
    }
}
