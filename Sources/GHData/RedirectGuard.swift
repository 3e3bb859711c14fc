import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Follows redirects, but drops the `Authorization` header from any redirect that leaves the
/// original request's origin (scheme, host and port), so the token never travels elsewhere.
enum RedirectGuard {
    /// `request` as it may be sent after a redirect from `original`.
    static func guarded(_ request: URLRequest, from original: URL?) -> URLRequest {
        guard let target = request.url, let original, Origin(target) == Origin(original) else {
            var stripped = request
            stripped.setValue(nil, forHTTPHeaderField: "Authorization")
            return stripped
        }
        return request
    }
}
