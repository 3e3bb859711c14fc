import Foundation
import GHData

/// Which HTTP transport a run uses, and why, decided in one place: on Linux libcurl's multi
/// interface, unless `GH_USERS_TRANSPORT=urlsession` asks for URLSession or libcurl cannot be
/// used (older than 7.68, or a function missing), and none when URLSession cannot use the
/// libcurl found either (FoundationNetworking is built on it: none loaded, `curl_global_init`
/// failed, or a function it calls missing); on Apple platforms URLSession. `version` reports
/// it and `-v` prints its notes. libcurl trusts the certificate authorities that
/// `CURL_CA_BUNDLE`, `SSL_CERT_FILE` and `SSL_CERT_DIR` name.
public struct TransportChoice: Sendable, Equatable {
    /// The transport's name: `curl`, `URLSession` or `none` (tests name their own).
    public var name: String
    /// Why URLSession, or no transport, stands where curl would: `GH_USERS_TRANSPORT=urlsession`,
    /// or libcurl's failure; `nil` for curl, or where URLSession is the only choice.
    public var reason: String?
    /// The version of the libcurl this process found (`7.88.1`), used or not; `nil` when none
    /// was found.
    public var libcurlVersion: String?
    /// What `-v` says about the choice: each stand-in for an older libcurl, or why libcurl is
    /// not used; empty when there is nothing to say.
    public var notes: [String]
    /// The certificate authorities the variables name for libcurl to trust (see
    /// ``GHData/CertificateAuthorities``), or why they cannot be used: every request then fails
    /// with that, before anything is sent.
    public var authorities: Result<CertificateAuthorities, CertificateAuthoritiesUnusable> = .success(.system)

    /// A choice with `name`, for a transport made elsewhere (tests use their own).
    public init(name: String, reason: String? = nil, libcurlVersion: String? = nil, notes: [String] = []) {
        self.name = name
        self.reason = reason
        self.libcurlVersion = libcurlVersion
        self.notes = notes
    }

    /// The choice for a process with `variables`, loading libcurl the first time it is asked.
    public static func choose(variables: [String: String]) -> TransportChoice {
        #if os(Linux) && canImport(CCurl)
            // FoundationNetworking's URLSession is built on libcurl too: it stands in only where
            // it can use the libcurl found.
            let obstacle = CurlLibrary.urlSessionObstacle
            switch CurlLibrary.current {
            case .success(let library):
                let asked = variables["GH_USERS_TRANSPORT"] == "urlsession"
                if asked && obstacle == nil {
                    return TransportChoice(name: "URLSession", reason: "GH_USERS_TRANSPORT=urlsession", libcurlVersion: library.version)
                }
                var choice = TransportChoice(name: "curl", libcurlVersion: library.version, notes: library.notes)
                if asked, let obstacle { choice.notes.append("not using URLSession (GH_USERS_TRANSPORT): \(obstacle)") }
                choice.authorities = Result { () throws(CertificateAuthoritiesUnusable) in try CertificateAuthorities.named(by: variables) }
                if case .success(let authorities) = choice.authorities { choice.notes += authorities.notes }
                return choice
            case .failure(let unavailable):
                guard let obstacle else {
                    return TransportChoice(
                        name: "URLSession", reason: unavailable.reason, libcurlVersion: unavailable.version,
                        notes: ["using URLSession: \(unavailable.reason)"])
                }
                let reason = obstacle == unavailable.reason ? obstacle : "\(unavailable.reason); \(obstacle)"
                return TransportChoice(
                    name: "none", reason: reason, libcurlVersion: unavailable.version, notes: ["no transport: \(reason)"])
            }
        #else
            return TransportChoice(name: "URLSession")
        #endif
    }

    /// The transport chosen, with a per-request timeout of `timeout` seconds.
    func makeTransport(timeout: TimeInterval) -> any HTTPTransport {
        #if os(Linux) && canImport(CCurl)
            if name == "none" { return RefusingTransport(error: TransportUnavailable(reason: reason ?? "libcurl cannot be loaded")) }
            if name == "curl" {
                switch authorities {
                case .success(let authorities):
                    if let curl = CurlTransport(timeout: timeout, authorities: authorities) { return curl }
                case .failure(let unusable):
                    return RefusingTransport(error: unusable)
                }
            }
        #endif
        return URLSessionTransport(timeout: timeout)
    }
}
