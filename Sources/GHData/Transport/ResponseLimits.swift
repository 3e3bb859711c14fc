import Foundation

/// The most a response may hold, whichever transport carries it. GitHub's pages are well under
/// a megabyte; anything past these limits is a misbehaving server or a proxy, and is stopped
/// while it arrives rather than after it has been held in memory.
struct ResponseLimits: Sendable, Equatable {
    /// The most body bytes, counted both as they arrive (compressed) and once decoded: 16 MB.
    var maximumBodyBytes: Int
    /// The most header lines in one response.
    var maximumHeaderCount: Int
    /// The most header bytes in one response, lines included.
    var maximumHeaderBytes: Int

    /// 16 MB of body, 500 header lines, 256 KB of headers.
    static let standard = ResponseLimits(maximumBodyBytes: 16 << 20, maximumHeaderCount: 500, maximumHeaderBytes: 256 << 10)

    /// These limits, with the body held to ``ResponseBodyCap/bytes`` when the current task set
    /// a smaller one.
    var forCurrentTask: ResponseLimits {
        guard let cap = ResponseBodyCap.bytes, cap < maximumBodyBytes else { return self }
        var limits = self
        limits.maximumBodyBytes = max(0, cap)
        return limits
    }
}

/// A smaller body limit for the requests the current task sends, set around a request whose
/// answer is known to be small (an avatar), so that a larger one is stopped while it arrives,
/// not after 16 MB of it has been held.
enum ResponseBodyCap {
    /// The most body bytes the current task's requests may receive, if it set a limit.
    @TaskLocal static var bytes: Int?
}

/// A response broke one of the ``ResponseLimits``, or a redirect broke a rule: the exchange was
/// stopped, and nothing of it is used.
enum TransportRefusal: Error, Equatable, Sendable {
    /// The body would have been larger than `limit` bytes.
    case bodyTooLarge(limit: Int)
    /// The response had too many header lines, or too many header bytes.
    case headersTooLarge
    /// A redirect pointed somewhere other than an http or https URL.
    case unsupportedRedirect(location: String)
    /// Redirects went on past `limit` hops: a loop, most likely.
    case tooManyRedirects(limit: Int)
}
