#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a terminal says about itself when asked, outside a full-screen session: whether and how
/// it shows images, and whether its background is light.
public struct TerminalAnswers: Hashable, Sendable {
    /// How it shows images; `nil` when it did not say it does.
    public var images: ImageProtocol?
    /// Its background; `nil` when it did not say.
    public var background: TerminalBackground?
    /// Its height in rows, as the system knows it; `nil` when unknown.
    public var rows: Int?

    /// Answers from their parts.
    public init(images: ImageProtocol? = nil, background: TerminalBackground? = nil, rows: Int? = nil) {
        self.images = images
        self.background = background
        self.rows = rows
    }

    /// The answers `answer` holds: the replies to ``TerminalProbe/query``.
    public init(reading answer: [UInt8]) {
        self.init(images: ImageProtocol.detect(in: answer), background: TerminalBackground.detect(in: answer))
    }
}

/// Asks the terminal a command prints to what it can do, for a command that is not a
/// full-screen session (`show`): the same questions, bounds and detection as `browse`'s probe.
///
/// The terminal is asked only when standard input and output are the same terminal, so the
/// answers come back where they are read and go to no other program; echo and line editing are
/// off while it answers (Ctrl-C still works), and the settings are put back before returning.
/// The last question, Primary Device Attributes, is one every terminal answers, so a terminal
/// that says nothing about images is known at once; one that answers nothing at all costs
/// ``timeout``.
public enum TerminalProbe {
    /// The longest the terminal is waited for.
    public static let timeout: Duration = .milliseconds(400)

    /// The questions: the background colour, then the image queries ending in Primary Device
    /// Attributes.
    public static let query: [UInt8] = TerminalBackground.query + ImageProtocol.query

    /// The terminal's answers; `nil` when standard input and output are not one terminal, or its
    /// settings cannot be changed.
    public static func ask(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, timeout: Duration = timeout)
        -> TerminalAnswers?
    {
        guard isatty(input) == 1, isatty(output) == 1, sameDevice(input, output) else { return nil }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &quiet.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return nil }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        let session = TerminalSession(input: input, output: output)
        var answers = TerminalAnswers(reading: session.query(query, timeout: timeout, until: ImageProtocol.isComplete))
        answers.rows = session.size?.rows
        return answers
    }

    /// Whether `first` and `second` are the same device (two descriptors of one terminal).
    private static func sameDevice(_ first: Int32, _ second: Int32) -> Bool {
        var one = stat()
        var two = stat()
        guard fstat(first, &one) == 0, fstat(second, &two) == 0 else { return false }
        return one.st_rdev == two.st_rdev && one.st_dev == two.st_dev
    }
}
