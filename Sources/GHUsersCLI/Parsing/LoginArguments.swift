import Foundation
import GHDomain
import GHSystem
import GHText

/// The logins a command was given: each on the command line, and `-` for those read from
/// standard input, one a line, so that `gh-users list --limit 100 | gh-users show -` works.
struct LoginArguments: Equatable, Sendable {
    /// One argument: a login, or `-`.
    enum Part: Equatable, Sendable {
        case login(Login)
        case standardInput
    }

    /// The most standard input read for logins: a million bytes, some twenty-five thousand logins.
    static let inputLimit = 1 << 20

    /// The arguments in order.
    let parts: [Part]

    /// The logins in order, those on standard input where `-` stood. Each line's first
    /// tab-separated field is its login (so piped `list` and `search` output can be fed back),
    /// checked as on the command line; blank lines are skipped. A line that is no login, or
    /// no login at all, is a usage error, and nothing has been sent.
    func resolve(_ io: IOStreams) throws -> [Login] {
        var logins: [Login] = []
        for part in parts {
            switch part {
            case .login(let login): logins.append(login)
            case .standardInput: logins += try Self.read(io)
            }
        }
        return logins
    }

    private static func read(_ io: IOStreams) throws -> [Login] {
        if io.inputIsTerminal {
            // Someone is to type them: say how to end.
            io.printError("Reading logins from the terminal, one a line; end with Ctrl-D.\n")
        }
        let data: Data
        do {
            data = try io.readInput(inputLimit)
        } catch let error as POSIXFileError where error.kind == .tooLarge(limit: inputLimit) {
            throw UsageError.environment("standard input holds more than \(inputLimit / 1_048_576) MB; give fewer logins at a time")
        } catch let error as POSIXFileError {
            throw UsageError.environment("cannot read logins from standard input: \(error.reason)")
        }
        var logins: [Login] = []
        // A byte order mark some editors write is not part of the first login.
        let text = String(decoding: data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data, as: UTF8.self)
        // A Windows line end, "\r\n", is one Character, which splitting on "\n" would not split at.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let field = line.prefix { $0 != "\t" }.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !field.isEmpty else { continue }
            guard let login = Login(field) else {
                throw UsageError.environment("line \(index + 1) of standard input: " + ParsedArguments.invalidLoginMessage(field))
            }
            logins.append(login)
        }
        guard !logins.isEmpty else { throw UsageError.environment("no logins on standard input ('-' reads them, one a line)") }
        return logins
    }
}

extension ParsedArguments {
    /// Every positional argument as a login, or `-` (once) for standard input; a usage error
    /// when there are none or one is invalid.
    func loginArguments() throws(UsageError) -> LoginArguments {
        guard !positionals.isEmpty else {
            throw UsageError("Missing expected argument '<login> ...'")
        }
        guard positionals.count(where: { $0 == "-" }) <= 1 else {
            throw UsageError("'-' may be given once: standard input is read once")
        }
        return LoginArguments(
            parts: try positionals.map { text throws(UsageError) in
                text == "-" ? .standardInput : .login(try Self.login(text))
            })
    }
}
