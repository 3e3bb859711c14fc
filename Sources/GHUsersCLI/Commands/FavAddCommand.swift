import GHDomain
import GHText

/// `gh-users fav add`: looks users up on GitHub and keeps them as favorites.
struct FavAddCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "fav add",
        abstract: "Add users to your favorites.",
        discussion: """
            Each login is looked up on GitHub; its id, login, name, avatar and profile URLs are
            saved with the time it was added and the API host it came from (favorites of
            api.github.com and of a GitHub Enterprise Server are told apart). A user who is
            already a favorite is kept where it is. A login that cannot be added is named on stderr and the exit status is 1; the
            others are still added.
            """,
        positionals: "<login> ...",
        arguments: [("<login>", "A GitHub login, such as octocat or dependabot[bot]; - reads logins from standard input, one a line.")],
        examples: [
            ("Add two favorites", "gh-users fav add octocat mojombo"),
            ("Add the users a search found", "gh-users search 'location:lisbon' --limit 5 | gh-users fav add -"),
        ]
    )

    let logins: LoginArguments

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        logins = try arguments.loginArguments()
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let logins = try logins.resolve(io)
        let store = try factory.hostFavorites()
        // A damaged file fails the command before any request is made.
        _ = try await store.load()
        var results: [Result<UserProfile, any Error>] = []
        var stop: (any Error)?
        do {
            try await ProfileLookup(repository: factory.users).profiles(for: logins) { _, result in
                if case .failure(let error) = result, io.errors.present(error).stopsBatch { throw error }
                results.append(result.map(\.value))
            }
        } catch {
            stop = error
        }
        if let stop, stop is CancellationError { throw stop }
        let (now, host) = (factory.now(), factory.favoritesHost)
        let profiles = results.compactMap { try? $0.get() }
        let added = try await store.update { favorites in
            profiles.map { favorites.add(FavoriteUser(profile: $0, host: host, addedAt: now)) }
        }
        var status = ExitCode.success
        var next = added.makeIterator()
        for result in results {
            switch result {
            case .success(let profile):
                let login = TextSanitizer.line(profile.summary.login)
                if next.next() == true {
                    io.hint("Added \(login) to favorites.")
                } else {
                    io.printError("\(login) is already a favorite\n")
                }
            case .failure(let error):
                status = io.report(error)
            }
        }
        if let stop { throw stop }
        return status
    }
}
