import Foundation
import GHDomain
import LoopbackHTTPServer

extension FakeGitHub {
    /// How the stand-in plays a GitHub Enterprise Server: the release it names in every
    /// answer's `X-GitHub-Enterprise-Version` and in `GET /meta`'s `installed_version`, what that
    /// release lacks, where it serves its APIs, and whether it is in private mode, answering 401
    /// to any request without a token.
    public struct Enterprise: Sendable {
        /// The REST API's root on a GitHub Enterprise Server (GitHub's "REST API endpoints").
        public static let restRoot = "/api/v3"
        /// The GraphQL endpoint on a GitHub Enterprise Server ("Forming calls with GraphQL").
        public static let graphQLPath = "/api/graphql"

        /// The release, as the server writes it (`3.14.2`).
        public var version: String
        /// Whether answers carry `X-GitHub-Enterprise-Version` (else only `/meta` tells).
        public var sendsVersionHeader: Bool
        /// Whether a request without `Authorization` is refused with 401.
        public var privateMode: Bool
        /// Whether REST is served under ``restRoot`` and GraphQL at ``graphQLPath`` alone, as a
        /// real server serves them (any other path is its 404); else both from the root, as the
        /// tests that name the server by its bare address reach it.
        public var servesAPIPaths: Bool

        /// A server of `version`, naming it in each answer, private or not, serving its APIs from
        /// the root or where a real server does.
        public init(version: String, sendsVersionHeader: Bool = true, privateMode: Bool = false, servesAPIPaths: Bool = false) {
            self.version = version
            self.sendsVersionHeader = sendsVersionHeader
            self.privateMode = privateMode
            self.servesAPIPaths = servesAPIPaths
        }

        /// Whether the release has `feature`; a version that does not read as one has them all.
        public func supports(_ feature: ServerFeature) -> Bool {
            ServerVersion(version)?.supports(feature) ?? true
        }

        /// The `User` fields this release's GraphQL does not know.
        var graphQLLacks: Set<String> { supports(.socialAccounts) ? [] : ["socialAccounts"] }

        /// `request` as the stand-in's routes know it, from the root: ``restRoot`` taken off a
        /// REST path, ``graphQLPath`` as `/graphql`, avatars where they are; `nil` for a path
        /// a server that ``servesAPIPaths`` has no API at. Unchanged when it serves from the root.
        public func atRoot(_ request: HTTPRequestRecord) -> HTTPRequestRecord? {
            guard servesAPIPaths else { return request }
            var routed = request
            if request.path == Self.graphQLPath {
                routed.path = "/graphql"
            } else if request.path.hasPrefix(Self.restRoot + "/") {
                routed.path = String(request.path.dropFirst(Self.restRoot.count))
            } else if !request.path.hasPrefix("/avatars/") {
                return nil
            }
            return routed
        }

        /// `response` to `request` (as sent, not ``atRoot(_:)``'s) with its `Link`s pointing
        /// under ``restRoot``, when this server serves there.
        func rooting(_ response: HTTPResponseSpec, for request: HTTPRequestRecord) -> HTTPResponseSpec {
            guard servesAPIPaths, request.path.hasPrefix(Self.restRoot + "/") else { return response }
            let origin = FakeGitHub.origin(of: request)
            var rooted = response
            rooted.headers = response.headers.map { header in
                guard header.name.lowercased() == "link" else { return header }
                return (header.name, header.value.replacingOccurrences(of: "<\(origin)/", with: "<\(origin)\(Self.restRoot)/"))
            }
            return rooted
        }

        /// The refusal a private-mode server gives a request without a token; `nil` for any
        /// other request.
        public func refusal(_ request: HTTPRequestRecord) -> HTTPResponseSpec? {
            guard privateMode && request.header("Authorization") == nil else { return nil }
            let docs = "https://docs.github.com/enterprise-server@\(version.split(separator: ".").prefix(2).joined(separator: "."))/rest"
            // The body GitHub Enterprise Server sends a request without credentials.
            return .text(#"{"message":"Must authenticate to access this API.","documentation_url":"\#(docs)"}"#, status: 401)
        }

        /// What this release answers itself, before any route: `GET /meta` with the release, and
        /// GitHub's 404 for what it does not have (`/users/{login}/social_accounts` before 3.9);
        /// `nil` for any other request. `request` is as ``atRoot(_:)`` made it.
        func answer(_ request: HTTPRequestRecord) -> HTTPResponseSpec? {
            if request.path == "/meta" || request.path == Self.restRoot + "/meta" {
                return .text(#"{"verifiable_password_authentication":true,"installed_version":"\#(version)"}"#)
            }
            if !supports(.socialAccounts), request.path.hasPrefix("/users/"), request.path.hasSuffix("/social_accounts") {
                return FakeGitHub.notFound
            }
            return nil
        }

        /// `response` with the version header, when this server sends it.
        public func labelling(_ response: HTTPResponseSpec) -> HTTPResponseSpec {
            guard sendsVersionHeader else { return response }
            var labelled = response
            labelled.headers.append(("X-GitHub-Enterprise-Version", version))
            return labelled
        }
    }
}
