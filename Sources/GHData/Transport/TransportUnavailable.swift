import Foundation

/// A failure on this machine that stops a request before anything is sent: no network or server
/// is to blame, so the client passes it on as it is rather than as a connection failure.
public protocol LocalTransportFailure: LocalizedError, Sendable {}

/// No transport can send requests here: on Linux both of them need libcurl (gh-users's own, and
/// URLSession through FoundationNetworking), and the libcurl found cannot serve either: it could
/// not be loaded, could not be initialised, or lacks functions both need. The run still does
/// everything that needs no request.
public struct TransportUnavailable: LocalTransportFailure, Equatable {
    /// Why libcurl cannot be used: `cannot load libcurl.so.4: libcurl.so.4: cannot open shared object file: …`.
    public let reason: String

    /// The failure for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// `cannot send requests: cannot load libcurl.so.4: …; install libcurl 7.68 or later …`.
    public var errorDescription: String? {
        "cannot send requests: \(reason); install libcurl 7.68 or later (libcurl.so.4, in the libcurl4 package on Debian and Ubuntu)"
    }
}
