/// `gh-users fav`: favorite users kept on this machine, through `fav add`, `fav remove` and
/// `fav list`.
enum FavCommand {
    /// The group's subcommands, in help order.
    static let subcommands: [CommandRoute] = [.to(FavAddCommand.self), .to(FavRemoveCommand.self), .to(FavListCommand.self)]

    static let help = CommandHelp(
        name: "fav",
        abstract: "Keep a list of favorite users.",
        discussion: """
            Favorites are kept in $XDG_DATA_HOME/gh-users/favorites.json (by default
            ~/.local/share/gh-users/favorites.json), by API host and GitHub id, in the order
            added. add and remove work on the favorites of the API host in use (see --api-url);
            list shows them all. On a terminal, list, search, followers, following and show mark
            the API host's favorites with ★.
            """,
        positionals: "<subcommand>",
        argumentChoices: subcommands.map(\.word),
        subcommands: subcommands.map { ($0.word, $0.help.abstract) },
        examples: [
            ("Add two favorites", "gh-users fav add octocat mojombo"),
            ("Favorites whose login or name contains 'oct'", "gh-users fav list --filter oct"),
            ("Remove one", "gh-users fav remove octocat"),
        ]
    )

    /// The route to the group.
    static let route = CommandRoute.group(help, subcommands, aliases: ["ls": "list", "rm": "remove"])
}
