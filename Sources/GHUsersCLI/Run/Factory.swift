import Foundation
import GHData
import GHDomain
import GHText
import GHWire
import Synchronization

/// Builds what a run needs from the network and the disk (cli/cli's `Factory`): the transport
/// stack (session, deadline, logging, retries, cache) once, when a command first asks for a
/// repository, and the stores when asked for. Commands see the roles `GHDomain` declares, and
/// GitHub's answers as `GHWire`'s `Sent` values; this is where the `GHData` types behind them
/// are chosen.
final class Factory: Sendable {
    /// The resolved global options.
    let globals: GlobalOptions
    /// Where retry notices, rate-limit waits, stale-cache warnings and `-v` lines go: standard
    /// error, unless the browser redirects them.
    let notices: NoticeBoard
    /// The token, found when the first request needs it.
    let credentials: Credentials
    /// The command line as typed, to repeat in a line that says how to go on.
    let invocation: Invocation
    private let environment: Environment
    /// Claimed when the command says the no-login notice itself.
    private let loginNoticeSaidElsewhere: OnceFlag
    private let network: Lazy<(transport: any HTTPTransport, budget: RateBudget)>
    /// The server version the run's answers named, one remembered from an earlier run, or the
    /// one `/meta` gave.
    private let versionRecord = ServerVersionRecord()
    /// What the run sent and what came back, counted with `-v`.
    let requestTally = RequestTally()
    /// The features already said, with `-v`, to be left out.
    private let leftOutFeatures = Mutex<Set<ServerFeature>>([])
    private let httpCache: Lazy<HTTPCache?>

    /// A factory for one run in `environment`, telling the user about retries, waits and stale
    /// answers through `notices`, and sending the token `credentials` find.
    init(
        environment: Environment, globals: GlobalOptions, io: IOStreams, notices: NoticeBoard, credentials: Credentials,
        invocation: Invocation = Invocation(arguments: [])
    ) {
        self.environment = environment
        self.invocation = invocation
        self.globals = globals
        self.notices = notices
        self.credentials = credentials
        let locations = StateLocations(variables: environment.variables)
        let saidElsewhere = OnceFlag()
        loginNoticeSaidElsewhere = saidElsewhere
        httpCache = Lazy {
            locations.cache.map { directory in
                HTTPCache(directory: directory) { line in
                    if globals.verbose { notices.post("* \(TextSanitizer.line(line))") }
                }
            }
        }
        network = Lazy { [httpCache, versionRecord, requestTally] in
            let policy = CachePolicy(globals: globals, located: { httpCache.wrapped }, notices: notices)
            if let refusal = policy.offlineRefusal { return (RefusingTransport(error: refusal), RateBudget(pacing: .none)) }
            let loginNotice = LoginNotice(
                globals: globals, io: io, credentials: credentials, notices: notices, diary: locations.state.map(NoticeDiary.init),
                now: environment.now, wanted: { !saidElsewhere.isClaimed })
            let host = APIConfiguration.hostDescription(globals.apiBaseURL)
            if let versions = policy.serverVersions(host: host) { versionRecord.keep(in: versions, now: environment.now) }
            let budget = RateBudget(
                pacing: globals.host.isRunByGitHub ? .gitHub : .none, memory: policy.spentWindows(host: host), observe: loginNotice.observe)
            let builder = TransportBuilder(
                environment: environment, globals: globals, notices: notices, cache: policy.cache, budget: budget,
                versionRecord: versionRecord, tally: requestTally, localTime: io.localTime)
            return (builder.build(), budget)
        }
    }

    /// Keeps the no-login notice from being said (the browser shows it in its status line).
    func quietenLoginNotice() {
        _ = loginNoticeSaidElsewhere.claim()
    }

    /// Where the cache, settings and favorites live.
    var locations: StateLocations { StateLocations(variables: environment.variables) }

    /// When notices said at most once a day were last said, in the state folder; `nil` without one.
    var noticeDiary: NoticeDiary? { locations.state.map(NoticeDiary.init) }

    /// The environment variables of the run.
    var variables: [String: String] { environment.variables }

    /// The current time.
    func now() -> Date { environment.now() }

    /// Users from the configured API, with GitHub's bytes as sent, for printing.
    var users: GitHubUsers {
        GitHubUsers(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// Repositories from the configured API, with GitHub's bytes as sent, for printing.
    var repositories: GitHubRepositories {
        GitHubRepositories(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// Users from the configured API as the domain's values, for the browser.
    var userRepository: any UserRepository {
        GitHubUserRepository(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// Organizations' members from the configured API as the domain's values, for the browser.
    var memberRoster: any OrganizationRoster<UserSummary> {
        GitHubUserRepository(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// A user search's pages by number, as the domain's values, for the browser's sweep past
    /// the 1,000 results GitHub serves of one search.
    var searchPages: any UserSearchPages<UserSummary> {
        GitHubUserRepository(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// Repositories from the configured API as the domain's values, for the browser.
    var repositoryCatalog: any RepositoryCatalog {
        GitHubRepositoryCatalog(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// The logged-in user's follows, the one thing gh-users changes on GitHub; each call makes a
    /// graph that asks who the viewer is once.
    var follows: any FollowGraph {
        GitHubFollowGraph(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// The lane every change goes in (see ``GHData/WriteLane``), to tell it of earlier runs' changes.
    var writeLane: WriteLane { network.wrapped.budget.writes }

    /// The caller's rate limits, as GitHub keeps them.
    var rateLimitSource: any RateLimitSource {
        GitHubRateLimits(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// The version of the GitHub Enterprise Server the API belongs to: from the run's answers,
    /// else remembered beside the cache from an earlier run, else asked at most once.
    var serverVersion: any ServerVersionSource {
        GitHubServerVersion(
            configuration: apiConfiguration, transport: network.wrapped.transport, host: globals.host, record: versionRecord)
    }

    /// The release of the GitHub Enterprise Server the API belongs to, as far as the run knows
    /// without asking: one an answer named, or one remembered from an earlier run.
    var knownServerVersion: ServerVersion? {
        guard !globals.host.isRunByGitHub else { return nil }
        // The memory of earlier runs is given to the record when the network is built.
        _ = network.wrapped
        return versionRecord.known
    }

    /// Whether the host has `feature`, as far as the run knows without asking: by the release an
    /// answer named or one remembered from an earlier run (a release not yet known has them all,
    /// and what it lacks is then found out as GraphQL's `undefinedField`). When the release
    /// lacks it, says so with `-v` (once a feature), so that what is left out is left out quietly
    /// but not silently.
    func serverSupports(_ feature: ServerFeature) -> Bool {
        guard let version = knownServerVersion, !version.supports(feature) else { return true }
        if globals.verbose && leftOutFeatures.withLock({ $0.insert(feature).inserted }) {
            notices.post(
                "* \(version.productName) has no \(feature.name) (they came in \(feature.introduced.major).\(feature.introduced.minor)): left out"
            )
        }
        return false
    }

    /// Whole profiles for `--full`: from GraphQL, 100 a query, when a token is set (GraphQL needs
    /// one); else, and offline (only GETs are cached), one `GET /users/{login}` a user, at
    /// `show`'s concurrency. GraphQL goes through the same transport stack as REST.
    func profiles() async -> any ProfileDirectory<Sent<UserSummary>, Sent<UserProfile>> {
        // GraphQL needs a token: looked for now, as for the first request that could carry one.
        guard !globals.offline, await credentials.token() != nil else { return GitHubRESTProfiles(repository: users) }
        return GitHubGraphQLProfiles(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// Whole profiles from GraphQL alone, 100 a query: `nil` without a token, which GraphQL
    /// needs, and offline. What the browser's user lists show names, locations and followers
    /// from; it never falls back to a REST request a user.
    func graphQLProfiles() async -> GitHubGraphQLProfiles? {
        guard !globals.offline, await credentials.token() != nil else { return nil }
        return GitHubGraphQLProfiles(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// The extras of profiles (status, badges, calendar, …) from GitHub's GraphQL API, through the
    /// same transport; `nil` without a token, which GraphQL needs, and offline (only GETs are
    /// cached).
    func profileExtras() async -> (any ProfileExtrasDirectory)? {
        guard !globals.offline, await credentials.token() != nil else { return nil }
        return GitHubProfileExtras(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// The parts of a profile's extras REST serves too, without a login.
    static var restProfileExtraParts: Set<ProfileExtras.Part> { GitHubRESTProfileExtras.parts }

    /// The extras REST serves without a login (social accounts, organizations), asked only when
    /// `--json` names them.
    var restProfileExtras: any ProfileExtrasDirectory {
        GitHubRESTProfileExtras(configuration: apiConfiguration, transport: network.wrapped.transport)
    }

    /// Avatar images, through the same transport and cache; their requests carry no token.
    var avatars: AvatarFetcher { AvatarFetcher(transport: network.wrapped.transport) }

    /// The web browser `$GH_BROWSER` or `$BROWSER` names, else the system's opener.
    var webBrowser: WebBrowser { WebBrowser(variables: environment.variables) }

    /// Which transport the run uses and why.
    var transportChoice: TransportChoice { environment.transportChoice() }

    /// The executor the network's transfers run on, for work that waits on them (a listing
    /// printed page by page); `nil` when the transport has none of its own.
    var networkExecutor: (any TaskExecutor)? { network.wrapped.transport.preferredExecutor }

    /// How many profiles `show` asks for at once unless told: more when the API's requests can
    /// share one HTTP/2 connection, where they cost no more connections than one.
    var profileConcurrency: Int {
        network.wrapped.transport.sharesConnections(to: globals.apiBaseURL)
            ? ProfileRequests.sharedConnectionConcurrency : ProfileRequests.defaultConcurrency
    }

    /// The rate limits GitHub's answers reported.
    var rateLimits: any RateLimitMonitor { network.wrapped.budget }

    /// The favorites: the environment's store if it has one (tests keep them in memory), else
    /// the file in the data directory (`$XDG_DATA_HOME/gh-users`, else
    /// `~/.local/share/gh-users`); throws when the environment names neither.
    func favorites() throws -> any FavoritesStore {
        if let store = environment.favoritesStore { return store }
        guard let directory = locations.data else { throw FavoritesLocationUnknown() }
        return FileFavoritesStore(directory: directory)
    }

    /// The host the favorites of this run belong to: the API root's host, with its port when
    /// not the scheme's default (`api.github.com`, `ghe.example.com`, `127.0.0.1:8080`).
    var favoritesHost: String { APIConfiguration.hostDescription(globals.apiBaseURL) }

    /// The favorites of ``favoritesHost`` alone: what `fav add`, `fav remove`, the ★ marks and
    /// the browser work with.
    func hostFavorites() throws -> any FavoritesStore {
        HostFavoritesStore(try favorites(), host: favoritesHost)
    }

    /// The HTTP cache as a whole, for `cache info` and `cache clear`, whether or not this run
    /// uses it; `nil` when the environment says nowhere where it is.
    var cache: (any CacheStore)? { httpCache.wrapped }

    /// The settings file; `nil` when the environment names no settings directory.
    var settings: (any SettingsStore)? { Self.settings(in: environment) }

    /// The settings file, in `environment`'s settings directory; `nil` when there is none.
    static func settings(in environment: Environment) -> (any SettingsStore)? {
        StateLocations(variables: environment.variables).config.map {
            SettingsFile(url: $0.appendingPathComponent(Settings.fileName))
        }
    }

    /// Where the API is and who is asking.
    private var apiConfiguration: APIConfiguration {
        APIConfiguration(
            baseURL: globals.apiBaseURL, credentials: credentials, userAgent: "gh-users/\(Version.current)", timeout: globals.timeout)
    }
}

/// Neither `XDG_DATA_HOME` nor `HOME` says where favorites are kept.
struct FavoritesLocationUnknown: LocalizedError {
    var errorDescription: String? {
        "cannot tell where to keep favorites: set HOME or XDG_DATA_HOME to an absolute path"
    }
}
