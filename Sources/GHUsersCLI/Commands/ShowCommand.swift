import GHDomain

/// `gh-users show`: one or more profiles, fetched concurrently and printed in the order given.
struct ShowCommand: RunnableCommand {
    static let json = JSONOptions(
        fields: ProfilePrinter.shape.fields,
        help:
            "Print JSON with every member GitHub sent, in its order, an object for one login, an array for several; with <fields>, only those (see JSON FIELDS)."
    )
    static let concurrency = OptionSpec.value("--concurrency", placeholder: "n", help: "Requests in flight at once, 1 to 16. (default: 8)")
    static let web = OptionSpec.flag(
        "-w", "--web", help: "Open the profile in the web browser instead (nothing is fetched); with no browser, print its URL.")

    static let help = CommandHelp(
        name: "show",
        abstract: "Show GitHub user profiles.",
        discussion: """
            Every profile found is printed in the order given; each login that fails is named on
            stderr, and the exit status is 1 if any failed. On a terminal each profile is a card;
            piped, each is a block of key:<TAB>value lines, blocks separated by a blank line.
            """,
        positionals: "<login> ...",
        arguments: [("<login>", "A GitHub login, such as octocat or dependabot[bot]; - reads logins from standard input, one a line.")],
        options: json.specs + [concurrency, web],
        exclusive: [[json.json.key, web.key]],
        examples: [
            ("One profile", "gh-users show octocat"),
            ("Several, as a JSON array", "gh-users show octocat mojombo defunkt --json"),
            ("The profiles of the first ten users", "gh-users list --limit 10 | gh-users show -"),
            ("A profile in the web browser", "gh-users show octocat --web"),
        ]
    )

    var logins: LoginArguments
    var json: JSONRequest?
    var concurrency: Int
    /// The one login whose page `--web` opens.
    var web: Login?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = try Self.json.read(arguments)
        if arguments.has(Self.web.key) {
            if json != nil { throw UsageError("'--web' and '--json' cannot be used together") }
            web = try arguments.singleLogin()
        }
        logins = try arguments.loginArguments()
        concurrency = try arguments.integer(Self.concurrency, in: 1...16) ?? ProfileLookup.defaultConcurrency
    }

    /// Results go through the pager on a terminal; a page opened in the browser prints nothing to
    /// page, and logins read from standard input (perhaps typed) would compete with the pager for
    /// the keyboard.
    var pagesOutput: Bool { web == nil && !logins.parts.contains(.standardInput) }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        if let web {
            return try await io.openInBrowser(WebAddress(apiBaseURL: factory.globals.apiBaseURL).profile(web), with: factory.webBrowser)
        }
        let logins = try logins.resolve(io)
        let layout = io.layout(json: json != nil)
        let printer = ProfilePrinter(
            layout: layout, style: io.style, width: io.terminalWidth, favoriteIDs: await factory.favoriteIDs(for: layout, io: io))
        let shape = ProfilePrinter.shape.selecting(json?.fields)
        let asArray = json != nil && logins.count > 1
        var array = JSONArrayStream()
        var printed = 0
        var status = ExitCode.success
        let lookup = ProfileLookup(repository: factory.users, concurrency: concurrency)
        do {
            try await lookup.profiles(for: logins) { _, result in
                switch result {
                case .success(let profile):
                    if asArray {
                        var output = OutputBytes()
                        array.append([shape.value(of: profile)], to: &output)
                        try io.print(output)
                    } else if json != nil {
                        try io.print(shape.value(of: profile).rendered() + "\n")
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
        return status
    }
}
