import GHData
import GHText

/// How a run finds its token and what it says about it: the environment's token at once, else
/// gh's `hosts.yml` and `gh auth token` when the first request needs one (see ``TokenSearch``),
/// with `-v` told where the token came from and which sources were passed over.
enum RunLogin {
    /// The run's credentials for the API `globals` name; `-v` lines go to `notices`.
    static func credentials(globals: GlobalOptions, variables: [String: String], notices: NoticeBoard) -> Credentials {
        let host = globals.host
        let apiHost = APIConfiguration.hostDescription(globals.apiBaseURL)
        let verbose = globals.verbose
        let fromEnvironment = globals.environmentToken
        let search = TokenSearch(host: host, variables: variables)
        return Credentials {
            var outcome = TokenSearch.Outcome(found: fromEnvironment)
            if fromEnvironment == nil { outcome = await search.find() }
            if verbose {
                for note in outcome.notes { notices.post("* " + TextSanitizer.line(note)) }
                notices.post("* " + description(found: outcome.found, host: host, apiHost: apiHost, variables: variables))
            }
            return outcome
        }
    }

    /// For `-v`: which token goes where, and any token variable set for another kind of host.
    static func description(found: FoundToken?, host: GitHubHost, apiHost: String, variables: [String: String]) -> String {
        var text: String
        switch found?.source {
        case .variable(let name)?: text = "sending the token from \(name) to \(apiHost) only"
        case .hostsFile(let path)?: text = "sending gh's login for \(host.name) from \(path) to \(apiHost) only"
        case .ghAuthToken?: text = "sending gh's login for \(host.name) (gh auth token) to \(apiHost) only"
        case nil: text = "no token for \(apiHost)"
        }
        if let ignored = host.otherTokenVariables.first(where: { !(variables[$0] ?? "").isEmpty }) {
            text += "; \(ignored) is set but is not sent to \(apiHost)"
            if found == nil, let preferred = host.tokenVariables.first { text += " (set \(preferred) for this host)" }
        }
        return TextSanitizer.line(text)
    }
}
