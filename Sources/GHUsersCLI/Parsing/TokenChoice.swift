import Foundation

/// Which token is sent, chosen by the API's host as gh chooses: `GH_TOKEN`, else
/// `GITHUB_TOKEN`, only to `api.github.com`; for any other host (GitHub Enterprise Server),
/// only `GH_ENTERPRISE_TOKEN`, else `GITHUB_ENTERPRISE_TOKEN`. A github.com token therefore
/// never reaches whatever `--api-url` names.
struct TokenChoice: Equatable, Sendable {
    /// The variables for github.com, in order of preference.
    static let gitHubVariables = ["GH_TOKEN", "GITHUB_TOKEN"]
    /// The variables for every other host.
    static let enterpriseVariables = ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

    /// The token, if one applies.
    var token: String?
    /// The variables that apply to this host, the one preferred first.
    var variables: [String]
    /// The variable the token came from.
    var source: String?
    /// A variable that is set but does not apply to this host, to mention with `-v`.
    var ignored: String?

    /// The token for the API at `baseURL`. An empty value counts as unset; a value with a
    /// control character (a stray line break, a NUL) is a usage error naming its variable,
    /// rather than a token silently dropped.
    static func resolve(_ environment: [String: String], for baseURL: URL) throws(UsageError) -> TokenChoice {
        let isGitHub = baseURL.host?.lowercased() == "api.github.com"
        let applicable = isGitHub ? gitHubVariables : enterpriseVariables
        let other = isGitHub ? enterpriseVariables : gitHubVariables
        var choice = TokenChoice(variables: applicable, ignored: other.first { !(environment[$0] ?? "").isEmpty })
        for name in applicable {
            guard let value = environment[name], !value.isEmpty else { continue }
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw UsageError.environment("\(name) holds a control character (such as a line break); set it to the token alone")
            }
            choice.token = value
            choice.source = name
            break
        }
        return choice
    }

    /// For `-v`: which token goes where; `nil` when no token variable is set at all.
    func description(host: String) -> String? {
        guard source != nil || ignored != nil else { return nil }
        var text = source.map { "sending the token from \($0) to \(host) only" } ?? "no token for \(host)"
        if let ignored {
            text += "; \(ignored) is set but is not sent to \(host)"
            if source == nil, let preferred = variables.first { text += " (set \(preferred) for this host)" }
        }
        return text
    }
}
