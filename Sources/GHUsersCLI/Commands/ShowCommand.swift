import Foundation
import GHData
import GHDomain
import GHWire

/// `gh-users show`: one or more profiles, fetched concurrently and printed in the order given.
struct ShowCommand: RunnableCommand {
    static let json = JSONOptions(
        fields: ProfilePrinter.shape.fields,
        help:
            "Print JSON with every member GitHub sent, in its order, an object for one login, an array for several; with <fields>, only those (see JSON FIELDS)."
    )
    static let concurrency = OptionSpec.value(
        "--concurrency", placeholder: "n",
        help: "Requests in flight at once, 1 to 50; at most 16 connections. (default: 8, or 50 when they can share an HTTP/2 connection)")
    static let web = OptionSpec.flag(
        "-w", "--web", help: "Open the profile in the web browser instead (nothing is fetched); with no browser, print its URL.")

    static let help = CommandHelp(
        name: "show",
        abstract: "Show GitHub user profiles.",
        discussion: """
            Every profile found is printed in the order given; each login that fails is named on
            stderr, and the exit status is 1 if any failed. On a terminal each profile is a card;
            piped, each is a block of key:<TAB>value lines, blocks separated by a blank line. One
            profile on a terminal that shows images (kitty, iTerm2) has its avatar beside the name
            and is not paged; 'gh-users config set browse.images off' turns that off.
            """,
        positionals: "<login> ...",
        arguments: [("<login>", "A GitHub login, such as octocat or dependabot[bot]; - reads logins from standard input, one a line.")],
        options: json.specs + [concurrency, web],
        exclusive: [.oneOf(web, json.json)],
        examples: [
            ("One profile", "gh-users show octocat"),
            ("Several, as a JSON array", "gh-users show octocat mojombo defunkt --json"),
            ("The profiles of the first ten users", "gh-users list --limit 10 | gh-users show -"),
            ("A profile in the web browser", "gh-users show octocat --web"),
        ]
    )

    var logins: LoginArguments
    var json: JSONRequest?
    /// `--concurrency`; `nil` for the default, which depends on the transport.
    var concurrency: Int?
    /// The one login whose page `--web` opens.
    var web: Login?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = try Self.json.read(arguments)
        if arguments.has(Self.web.key) {
            web = try arguments.singleLogin()
        }
        logins = try arguments.loginArguments()
        concurrency = try arguments.integer(Self.concurrency, in: 1...ProfileRequests.maximumConcurrency)
    }

    /// Results go through the pager on a terminal; a page opened in the browser prints nothing to
    /// page, and logins read from standard input (perhaps typed) would compete with the pager for
    /// the keyboard.
    var pagesOutput: Bool { web == nil && !logins.parts.contains(.standardInput) }

    /// One login named on the command line, shown as a card: its avatar is drawn beside it on a
    /// terminal that shows images (see ``AvatarCard``).
    var drawsImages: Bool { web == nil && json == nil && logins.parts.count == 1 && logins.parts != [.standardInput] }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        if let web {
            let page = WebAddress(apiBaseURL: factory.globals.apiBaseURL).profile(web)
            return try await WebPageOpener(io: io, browser: factory.webBrowser).open(page)
        }
        let logins = try logins.resolve(io)
        let layout = io.layout(json: json != nil)
        let named = Self.extraParts(json: json, logins: logins.count)
        var directory = named.isEmpty ? nil : await factory.profileExtras()
        if directory == nil, json?.fields != nil, !named.isEmpty, named.isSubset(of: Factory.restProfileExtraParts),
            !factory.globals.offline
        {
            // Without a login, what REST also serves is asked of REST, only as named.
            directory = factory.restProfileExtras
        }
        if directory == nil, let needed = Self.fieldsNeedingLogin(json) {
            throw ExtrasNeedLogin(fields: needed, host: factory.globals.host)
        }
        // What the server's release lacks is not asked for, rather than tried and refused.
        let parts = named.filter { $0 != .socialAccounts || factory.serverSupports(.socialAccounts) }
        if parts.isEmpty { directory = nil }
        var printer = ProfilePrinter(
            layout: layout, style: io.style, width: io.terminalWidth, favoriteIDs: await factory.favoriteIDs(for: layout, io: io))
        printer.colorDepth = ColorDepth(colorEnabled: io.style.isEnabled, variables: factory.variables).on(io.terminalAnswers?.background)
        let avatarCard = io.terminalAnswers?.images.map { AvatarCard(images: $0, avatars: factory.avatars) }
        // The extras go out with the first profiles, so that one login costs one round trip.
        let extrasTask = directory.map { directory in
            Task { () -> Result<[ProfileExtras?], any Error> in
                do { return .success(try await directory.extras(of: logins, parts: parts)) } catch { return .failure(error) }
            }
        }
        defer { extrasTask?.cancel() }
        var extras: [ProfileExtras?]?
        let shape = ProfilePrinter.shape.selecting(json?.fields)
        let asArray = json != nil && logins.count > 1
        var array = JSONArrayStream()
        var printed = 0
        var delivered = 0
        var status = ExitCode.success
        let lookup = ProfileLookup(repository: factory.users, concurrency: concurrency ?? factory.profileConcurrency)
        do {
            try await lookup.profiles(for: logins) { _, result in
                defer { delivered += 1 }
                switch result {
                case .success(var profile):
                    if extras == nil, let extrasTask {
                        switch await extrasTask.value {
                        case .success(let found):
                            extras = found
                            Self.noteUnavailable(found, factory: factory)
                        case .failure(let error) where json == nil && Self.isUnreachable(error):
                            // The profile came, from the cache as the warning before it says; the
                            // extras, which are never kept, could not: the profile is shown without
                            // them. --json keeps failing, so that no script reads a shape short.
                            extras = []
                            let reason = io.errors.present(error).message ?? "the server cannot be reached"
                            io.printError("Warning: showing no status, pinned work or calendar: \(reason)\n")
                        case .failure(let error):
                            extras = []
                            if io.errors.present(error).stopsBatch { throw error }
                            status = io.report(error)
                        }
                    }
                    if let found = extras, delivered < found.count, let more = found[delivered] { profile.value.extras = more }
                    if asArray {
                        var output = OutputBytes()
                        array.append([shape.value(of: profile)], to: &output)
                        try io.print(output)
                    } else if json != nil {
                        try io.print(shape.value(of: profile).rendered() + "\n")
                    } else if let avatarCard, layout == .terminal {
                        let shown = try await Self.card(profile, printer: printer, avatar: avatarCard, io: io, factory: factory)
                        if shown != .success { status = shown }
                    } else {
                        try io.print((printed > 0 ? "\n" : "") + printer.render(profile))
                    }
                    printed += 1
                case .failure(let error):
                    if io.errors.present(error).stopsBatch { throw error }
                    status = io.report(error)
                }
            }
        } catch {
            if array.isOpen { try? io.print(array.close()) }
            throw error
        }
        if asArray { try io.print(array.close()) }
        // Like the not-logged-in notice, at most once a day per host.
        if directory == nil, layout == .terminal, printed > 0, !factory.globals.offline,
            factory.noticeDiary?.claim("extras \(factory.globals.host.name)", at: factory.now()) ?? true
        {
            let login = LoginNotice.loginCommand(host: factory.globals.host)
            io.hint("Log in (\(login)) to see status, badges, pinned work and contributions.")
        }
        return status
    }

    /// `profile`'s card with its avatar, or without one (and why, under `-v`) when it cannot be
    /// had. A card taller than the terminal goes through the pager after all, without the avatar
    /// (which a pager would show as text): its top would otherwise scroll out of sight.
    private static func card(
        _ profile: Sent<UserProfile>, printer: ProfilePrinter, avatar: AvatarCard, io: IOStreams, factory: Factory
    ) async throws -> ExitCode {
        var beside = printer
        beside.avatar = (AvatarCard.columns, AvatarCard.rows)
        let text = beside.render(profile)
        if let rows = io.terminalAnswers?.rows, text.count(where: { $0 == "\n" }) >= rows, let pager = factory.globals.pager {
            return await io.paging(through: pager, variables: factory.variables) { paged in
                do { try paged.print(printer.render(profile)) } catch { return paged.report(error) }
                return .success
            }
        }
        switch await avatar.drawing(profile, errors: io.errors) {
        case .success(let drawing):
            try io.print(drawing + text)
        case .failure(let missing):
            if factory.globals.verbose { factory.notices.post("* no avatar: \(missing.reason)") }
            try io.print(printer.render(profile))
        }
        return .success
    }

    /// Whether `error` is one for which the cache stands in: the server could not be reached, or
    /// answered 5xx after the retries.
    private static func isUnreachable(_ error: any Error) -> Bool {
        switch error as? GitHubError {
        case .cannotConnect?, .timedOut?, .serverError?: true
        default: error is TransportUnavailable
        }
    }

    /// The `--json` names of the extras and the part each needs.
    static let extraFields: [String: ProfileExtras.Part] = [
        "status": .status, "pronouns": .pronouns, "badges": .badges, "follows_you": .follows, "you_follow": .follows,
        "social_accounts": .socialAccounts, "organizations": .organizations, "pinned": .pinned, "contributions": .contributions,
    ]

    /// The extras a run asks for: those `--json <fields>` names; else all of them for one
    /// profile, and the cheap ones, which a hundred profiles share a query for, for several.
    static func extraParts(json: JSONRequest?, logins: Int) -> Set<ProfileExtras.Part> {
        if let fields = json?.fields { return Set(fields.compactMap { extraFields[$0] }) }
        return logins == 1 ? Set(ProfileExtras.Part.allCases) : ProfileExtras.Part.scalars
    }

    /// The extras `--json <fields>` names that need a login (all but what REST also serves);
    /// `nil` when it names none.
    static func fieldsNeedingLogin(_ json: JSONRequest?) -> [String]? {
        let named = (json?.fields ?? []).filter { extraFields[$0].map { !Factory.restProfileExtraParts.contains($0) } ?? false }
        return named.isEmpty ? nil : named
    }

    /// Says under `-v` which parts this server does not have, once.
    private static func noteUnavailable(_ extras: [ProfileExtras?], factory: Factory) {
        guard factory.globals.verbose, let lacking = extras.lazy.compactMap({ $0 }).first?.unavailable, !lacking.isEmpty else { return }
        let names = lacking.map { part in
            switch part {
            case .socialAccounts: return "social accounts"
            case .contributions: return "the contribution calendar"
            case .pinned: return "pinned work"
            default: return part.rawValue
            }
        }
        factory.notices.post("* this server's GraphQL API does not have \(names.joined(separator: ", ")): left out of the profile")
    }
}

/// `--json` named extras, which come from GraphQL, in a run without a login.
struct ExtrasNeedLogin: LocalizedError {
    let fields: [String]
    /// The host asked: its login command and token variable are the advice.
    let host: GitHubHost
    var errorDescription: String? {
        "--json \(fields.joined(separator: ",")) needs a login (GitHub's GraphQL API answers only with a token): run "
            + "\(LoginNotice.loginCommand(host: host)), or set \(host.tokenVariables[0])"
    }
}
