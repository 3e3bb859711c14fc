import GHDomain

/// How a plan of follow changes is approved (terraform's plan, then apply): on a terminal the
/// plan is shown and a person answers `y/N`; anywhere else `--yes` must say so beforehand, or
/// nothing is sent; `--dry-run` prints the plan and sends no change.
struct FollowApproval: Sendable {
    static let yes = OptionSpec.flag(
        "--yes",
        help: "Go ahead without asking; needed when standard input or error is not a terminal (logins named one by one need no asking).")
    static let dryRun = OptionSpec.flag("--dry-run", help: "Print the plan (with --json, as JSON) and change nothing.")
    /// Both, for a command's options.
    static let specs = [yes, dryRun]
    /// They are refused together.
    static let exclusive: [ExclusiveOptions] = [.apart(yes, from: [dryRun])]

    /// Whether `--yes` was given.
    let yes: Bool
    /// Whether `--dry-run` was given.
    let dryRun: Bool

    /// The approval the arguments give (the scanner refused `--yes` with `--dry-run`, see
    /// ``exclusive``).
    init(parsing arguments: ParsedArguments) {
        yes = arguments.has(Self.yes.key)
        dryRun = arguments.has(Self.dryRun.key)
    }

    /// An approval given by the command line itself (logins named one by one).
    init(yes: Bool, dryRun: Bool) {
        self.yes = yes
        self.dryRun = dryRun
    }

    /// Throws, before anything is sent, when changes could not be approved: no `--yes`, no
    /// `--dry-run`, and no person at a terminal to ask.
    func checkCanAsk(_ io: IOStreams, changing what: String) throws(UsageError) {
        guard !yes, !dryRun, !(io.inputIsTerminal && io.errorIsTerminal) else { return }
        throw UsageError(
            "\(what) changes GitHub, and there is no terminal to ask on: add --yes to go ahead, or --dry-run to see the plan; nothing was sent"
        )
    }
}
