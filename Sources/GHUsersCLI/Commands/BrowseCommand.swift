import Foundation
import GHData
import GHDomain
import GHSystem
import GHTerminal
import GHText
import GHUsersTUI
import GHWire

/// `gh-users browse`: the interactive, full-screen browser.
struct BrowseCommand: RunnableCommand {
    static let search = OptionSpec.value("--search", placeholder: "query", help: "Start on the results of this search.")
    static let trending = OptionSpec.flag("--trending", help: "Start on the most-starred repositories.")
    static let language = OptionSpec.value(
        "--language", placeholder: "language", help: "With --trending: only repositories in this language.")
    static let favorites = OptionSpec.flag("--favorites", help: "Start on your favorites.")
    static let since = OptionSpec.value("--since", placeholder: "id", help: "Start the users list after this id. (default: 0)")
    static let mouse = OptionSpec.flag(
        "--mouse",
        help: "Let a click select and the wheel scroll; it stops the terminal's own text selection. (default: the browse.mouse setting)")

    static let help = CommandHelp(
        name: "browse",
        abstract: "Browse GitHub users interactively, full screen.",
        discussion: """
            Starts on the users list, or on a profile, search results, the most-starred
            repositories or your favorites. j and k move, Enter opens, Esc goes back, / filters,
            s searches, f keeps a favorite, F follows or unfollows on GitHub (asked y/n first), 1
            to 4 switch between Users, Search, Trending and Favorites, ? lists every key, q quits. It needs a terminal; in scripts use list,
            show or search. Avatars show on terminals that answer that they show images (kitty's
            graphics protocol, iTerm2's inline images), initials elsewhere; 'gh-users config set
            browse.images off' turns the images off. With a token, user lists show each
            person's name, location and followers where the width allows, a screen of rows in
            one GraphQL query; without one they are left out, rather than spend a request of
            the 60 an hour on each row.
            """,
        positionals: "[<login>]",
        arguments: [("<login>", "Start on this user's profile.")],
        options: [search, trending, favorites, since, language, mouse],
        exclusive: [.oneOf(search, trending, favorites, since)],
        examples: [
            ("Browse every user", "gh-users browse"),
            ("Start on a profile", "gh-users browse octocat"),
            ("Start on a search", "gh-users browse --search 'location:lisbon followers:>100'"),
            ("The most-starred Swift repositories", "gh-users browse --trending --language swift"),
        ]
    )

    let start: StartScreen
    let mouse: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let login = try arguments.positionals.isEmpty ? nil : arguments.singleLogin()
        let chosen = [Self.search, Self.trending, Self.favorites, Self.since].filter {
            arguments.has($0.key) || arguments.values[$0.key] != nil
        }
        // The options' clashes are the scanner's; a login is no option.
        if login != nil, let other = chosen.first {
            throw UsageError("'<login>' and '\(other.key)' cannot be used together")
        }
        let language = try arguments.text(Self.language)
        if language != nil && !arguments.has(Self.trending.key) {
            throw UsageError("'--language' needs '--trending'")
        }
        if let login {
            start = .profile(login)
        } else if let query = try arguments.text(Self.search) {
            guard let search = UserSearch(query: query) else { throw UsageError("The search query is empty") }
            start = .search(search)
        } else if arguments.has(Self.trending.key) {
            guard RepositorySearch.trending(language: language, createdAfter: nil) != nil else {
                throw UsageError.invalidValue(
                    TextSanitizer.line(language ?? ""), for: Self.language, "a language name cannot hold a quote or a line break")
            }
            start = .trending(language: language?.trimmingCharacters(in: .whitespaces))
        } else if arguments.has(Self.favorites.key) {
            start = .favorites
        } else {
            start = .users(since: try arguments.integer(Self.since, in: 0...Int.max) ?? 0)
        }
        mouse = arguments.has(Self.mouse.key)
    }

    /// Whether the terminal can draw the panels' rounded corners and lines: not the Linux
    /// console, whose font lacks them, nor a locale that is not UTF-8.
    static func drawsBoxes(_ variables: [String: String]) -> Bool {
        if variables["TERM"] == "linux" { return false }
        let locale = [variables["LC_ALL"], variables["LC_CTYPE"], variables["LANG"]].compactMap { $0 }.first { !$0.isEmpty }
        guard let locale else { return true }
        let upper = locale.uppercased()
        return upper.contains("UTF-8") || upper.contains("UTF8")
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        guard io.inputIsTerminal && io.outputIsTerminalDevice else {
            io.printError("Error: browse needs a terminal; use list, show or search in scripts\n")
            return .usage
        }
        if case .cannotDraw(let reason) = TerminalCapability.check(factory.variables) {
            io.printError("Error: browse cannot draw on this terminal: \(reason); use list, show or search instead\n")
            return .usage
        }
        // The browser loads at once: its login is looked for now, so the status line can say
        // there is none before the limit bites (the one-line notice would only flash by).
        let login = await factory.credentials.token()
        let loginNote = BrowseRateLimitStatus.loginNote(host: factory.globals.host, login: login)
        if loginNote != nil { factory.quietenLoginNotice() }
        let settings = factory.settings.flatMap { try? Settings.load(from: $0) } ?? Settings()
        let (keys, warning) = BrowseKeys.usable((try? BrowseKeys.parse(settings.values[.browseKeys] ?? "{}")) ?? [])
        let options = BrowseOptions(
            color: io.colorEnabled, mouse: mouse, timeZone: io.timeZone,
            preview: PreviewSetting(rawValue: settings.values[.browsePreview] ?? "") ?? .auto,
            images: (settings.values[.browseImages] ?? SettingKey.browseImages.defaultValue) == "auto", customKeys: keys,
            statusNote: loginNote, startupMessages: warning.map { [$0] } ?? [], boxDrawing: Self.drawsBoxes(factory.variables),
            peopleDetails: await factory.graphQLProfiles() != nil)
        // With -v the request log goes to a file: the browser owns the terminal.
        var log: RequestLog?
        if factory.globals.verbose {
            do {
                log = try RequestLog(variables: factory.variables)
            } catch {
                io.printError("Error: cannot make a file for the request log: \(error.reason)\n")
                return .failure
            }
        }
        let ending: BrowseSession.Ending
        let limits = BrowseRateLimitStatus(monitor: factory.rateLimits, now: factory.now)
        defer { limits.stop() }
        do {
            ending = try await BrowseSession.run(
                start: start, options: options, services: services(io: io, factory: factory, log: log, limits: limits))
        } catch {
            io.printError("Error: browse needs a terminal; use list, show or search in scripts\n")
            return .usage
        }
        if let log { io.printError("Request log: \(log.path)\n") }
        for change in ending.unsavedFavorites { io.printError("Error: " + TextSanitizer.line(Self.describe(change)) + "\n") }
        switch ending.outcome {
        case .endedBySignal(let signal): return ExitCode(signal: signal)
        case .quit: return ending.unsavedFavorites.isEmpty ? .success : .failure
        }
    }

    /// A favorite change the browser could not save, as told when it has ended.
    static func describe(_ change: UnsavedFavorite) -> String {
        let login = change.login
        switch (change.isFavorite, change.problem) {
        case (true, let problem?): return "\(login) was not saved as a favorite: \(problem)"
        case (false, let problem?): return "\(login) is still a favorite: \(problem)"
        case (true, nil): return "\(login) may not be saved as a favorite: the write had not finished when browse ended"
        case (false, nil): return "\(login) may still be a favorite: the write had not finished when browse ended"
        }
    }

    /// What the browser needs from this run: the factory's repositories and stores, the web
    /// browser, commands on the terminal, avatars, the notices (to `log` when it is given and
    /// they are request lines) and the rate limits' countdown (`limits`).
    private func services(io: IOStreams, factory: Factory, log: RequestLog?, limits: BrowseRateLimitStatus) -> BrowseServices {
        let errors = io.errors
        let browser = factory.webBrowser
        let notices = factory.notices
        let avatars = factory.avatars
        let following = BrowseFollowing(factory: factory, errors: errors)
        return BrowseServices(
            users: factory.userRepository,
            repositories: factory.repositoryCatalog,
            favorites: Result { try factory.hostFavorites() }.mapError { BrowseFailure(message: errors.present($0).message ?? "\($0)") },
            rateLimits: factory.rateLimits,
            describe: { Self.describe($0, errors) },
            open: { await browser.open($0) },
            openTakesTheTerminal: browser.isTextBrowser,
            runCommand: { await Self.runOnTerminal($0) },
            avatar: { try await avatars.image(at: $0, size: Self.pixels(askedIn: $0)) },
            details: { users in
                // GraphQL only (a screen of logins a query): without a token the columns are left out.
                guard let directory = await factory.graphQLProfiles() else { throw BrowseFailure(message: "they need a token") }
                return try await directory.profiles(of: users.map { Sent($0) }).map { $0?.value }
            },
            extras: { login in
                // With a token only; a failure leaves the card as REST gives it.
                guard let directory = await factory.profileExtras() else { return nil }
                return (try? await directory.extras(of: [login], parts: ProfileExtras.Part.scalars))?.first ?? nil
            },
            cardExtras: { login in
                // One GraphQL query for the card's all: the calendar, pinned work, accounts, organizations.
                guard let directory = await factory.profileExtras() else { return nil }
                return (try? await directory.extras(of: [login], parts: Set(ProfileExtras.Part.allCases)))?.first ?? nil
            },
            isFollowing: { try await following.isFollowing($0) },
            setFollowing: { try await following.set($0, follow: $1) },
            writeTimeout: .seconds(Int64(FileFavoritesStore.defaultLockTimeout) + 1),
            redirectNotices: { sink in
                notices.redirect(
                    to: { line in
                        if let log, line.hasPrefix("* ") { log.append(line) } else { sink(line) }
                    },
                    countdown: limits.countdown)
            },
            statusUpdates: { sink in limits.start(sink) },
            now: factory.now,
            members: factory.memberRoster,
            searchPages: factory.searchPages
        )
    }

    /// Pixels an avatar is asked for at, before doubling for sharp screens: about what five
    /// rows of cells show.
    static let avatarPixels = 96

    /// The pixels to ask an avatar for: the size `url` asks for with GitHub's `s` (the browser's
    /// rows ask for small ones), else twice ``avatarPixels``, for sharp screens.
    static func pixels(askedIn url: String) -> Int {
        let asked = URLComponents(string: url)?.queryItems?.first { $0.name == "s" }?.value.flatMap { Int($0) }
        return asked.map { max(1, min($0, 2 * avatarPixels)) } ?? 2 * avatarPixels
    }

    /// Runs `command` through `/bin/sh -c` with this process's terminal, and waits for it;
    /// returns why it failed, if it did.
    static func runOnTerminal(_ command: String) async -> String? {
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn("/bin/sh", argv: ["sh", "-c", command])
        } catch {
            return "/bin/sh did not start"
        }
        let status = await child.wait()
        guard let code = status.exitCode else { return "the command ended on signal \(status.signal ?? 0)" }
        return code == 0 ? nil : "the command exited with status \(code)"
    }

    /// How an error reads in the browser's status line or a list's footer, and whether it is a
    /// rate limit (loading then waits for the reset, or `r`).
    static func describe(_ error: any Error, _ errors: ErrorPresenter) -> BrowseFailure {
        var message = errors.present(error).message ?? "\(error)"
        switch error as? GitHubError {
        case .rateLimited(let window, _) where window.resource == "search":
            message += " (GitHub allows 10 searches a minute without a token, 30 with one)"
            return BrowseFailure(message: message, isRateLimit: true)
        case .rateLimited, .secondaryRateLimited:
            return BrowseFailure(message: message, isRateLimit: true)
        case .userNotFound, .organizationNotFound, .notFound:
            return BrowseFailure(message: message, isNotFound: true)
        default:
            return BrowseFailure(message: message)
        }
    }
}
