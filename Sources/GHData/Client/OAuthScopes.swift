import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What GitHub's answers say about a classic token's OAuth scopes: `X-OAuth-Scopes`, the
/// scopes the token has, and `X-Accepted-OAuth-Scopes`, those the endpoint accepts. Other
/// tokens (fine-grained, GitHub Apps') send neither, and nothing can be told from them.
enum OAuthScopes {
    /// The scope `response` says the token lacks, or `nil` when it lacks none or the answer
    /// does not say: the narrowest scope accepted (`user:follow` rather than `user`) when none
    /// of the accepted scopes, nor a scope that holds one (`user` holds `user:follow`), is granted.
    static func missing(in response: HTTPURLResponse) -> (needed: String, granted: [String])? {
        guard let acceptedText = response.header("X-Accepted-OAuth-Scopes"), let grantedText = response.header("X-OAuth-Scopes")
        else { return nil }
        let accepted = list(acceptedText)
        let granted = list(grantedText)
        guard !accepted.isEmpty else { return nil }
        let covered = accepted.contains { scope in
            granted.contains(scope) || granted.contains(String(scope.prefix { $0 != ":" }))
        }
        guard !covered else { return nil }
        let needed = accepted.first { $0.contains(":") } ?? accepted[0]
        return (needed, granted)
    }

    /// The scopes in a header's comma-separated list, at most 50 of at most 64 characters each,
    /// each of letters, digits, `:`, `_` and `-` (anything else is not a scope and is left out).
    static func list(_ text: String) -> [String] {
        text.split(separator: ",").prefix(50).map { String($0.withoutSurroundingBlanks) }.filter { scope in
            (1...64).contains(scope.count)
                && scope.unicodeScalars.allSatisfy {
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || ":_-".unicodeScalars.contains($0))
                }
        }
    }
}
