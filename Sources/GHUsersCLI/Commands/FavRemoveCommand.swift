import GHDomain
import GHText

/// `gh-users fav remove`: forgets favorites, by login, without asking GitHub.
struct FavRemoveCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "fav remove",
        abstract: "Remove users from your favorites.",
        discussion: """
            Logins are matched ignoring case; nothing is sent to GitHub. A login that is not a
            favorite is named on stderr and the exit status is 1; the others are still removed.
            """,
        positionals: "<login> ...",
        arguments: [("<login>", "The login of a favorite.")],
        examples: [("Remove a favorite", "gh-users fav remove octocat")]
    )

    let logins: [Login]

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        logins = try arguments.logins()
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let logins = logins
        let removed = try await factory.favorites().update { favorites in
            logins.map { favorites.remove(login: $0.rawValue) }
        }
        var status = ExitCode.success
        for (login, favorite) in zip(logins, removed) {
            if let favorite {
                io.hint("Removed \(TextSanitizer.line(favorite.login)) from favorites.")
            } else {
                io.printError("Error: \(login.rawValue) is not a favorite\n")
                status = .failure
            }
        }
        return status
    }
}
