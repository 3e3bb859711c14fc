import GHDomain
import GHText

/// `gh-users fav remove`: forgets favorites, by login or id, without asking GitHub.
struct FavRemoveCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "fav remove",
        abstract: "Remove users from your favorites.",
        discussion: """
            Each favorite is named by its login, ignoring case, as it is stored or as 'fav list'
            shows it, or by its GitHub id (see 'fav list --json'): a login GitHub has since
            changed, or one with characters the terminal cannot show, can still be removed.
            Only favorites of the API host in use (see --api-url) are removed. Nothing is sent to
            GitHub. One that is not a favorite is named on stderr and the
            exit status is 1; the others are still removed.
            """,
        positionals: "<login-or-id> ...",
        arguments: [("<login-or-id>", "A favorite's login, or its GitHub id.")],
        examples: [
            ("Remove a favorite", "gh-users fav remove octocat"),
            ("Remove a favorite by its id", "gh-users fav remove 583231"),
        ]
    )

    /// The longest argument taken: far past any login (39) or id.
    static let maximumLength = 256

    let references: [String]

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard !arguments.positionals.isEmpty else { throw UsageError("Missing expected argument '<login-or-id> ...'") }
        for text in arguments.positionals where text.isEmpty || text.utf8.count > Self.maximumLength {
            throw UsageError(
                "'\(TextSanitizer.line(String(text.prefix(40))))' is not a login or an id: expected 1 to \(Self.maximumLength) bytes")
        }
        references = arguments.positionals
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let references = references
        let removed = try await factory.hostFavorites().update { favorites in
            references.map { reference in
                // The login as stored, then as shown, then the id: a login wins over an id that
                // happens to look like it.
                favorites.remove(login: reference)
                    ?? favorites.removeFirst { TextSanitizer.line($0.login).lowercased() == reference.lowercased() }
                    ?? Int(reference).flatMap { favorites.remove(id: $0) }
            }
        }
        // A reference that is another host's favorite says whose, so the user knows what to add.
        let others = removed.contains { $0 == nil } ? try await factory.favorites().load().users : []
        var status = ExitCode.success
        for (reference, favorite) in zip(references, removed) {
            if let favorite {
                io.hint("Removed \(TextSanitizer.line(favorite.login)) from favorites.")
                continue
            }
            status = .failure
            let elsewhere = others.first { other in
                other.host != factory.favoritesHost
                    && (other.login.lowercased() == reference.lowercased() || Int(reference) == other.id)
            }
            if let elsewhere {
                io.printError(
                    "Error: \(TextSanitizer.line(reference)) is a favorite of \(TextSanitizer.line(elsewhere.host)), not of "
                        + "\(TextSanitizer.line(factory.favoritesHost)); give --api-url for that host to remove it\n")
            } else {
                io.printError("Error: \(TextSanitizer.line(reference)) is not a favorite\n")
            }
        }
        return status
    }
}
