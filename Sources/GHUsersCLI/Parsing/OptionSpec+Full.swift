extension OptionSpec {
    /// `--full`, for every command that lists users.
    static let full = OptionSpec.flag(
        "--full",
        help:
            "Add each user's whole profile (name, company, location, counts, dates): 100 users a GraphQL query with a token, else 1 request a user."
    )
}
