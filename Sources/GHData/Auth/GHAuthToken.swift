import Foundation
import GHSystem

/// Asks gh for its login: `gh auth token --hostname HOST`, which reads the system's keyring,
/// where gh 2.26 and later keep tokens. gh is started with no shell and the caller's
/// environment, is given ``timeout`` seconds, and at most ``outputLimit`` bytes of what it prints
/// are read. Anything but one token-shaped line and a 0 exit is not used.
public struct GHAuthToken: Sendable {
    /// How long gh may take, in seconds.
    public static let timeout = 2
    /// The most of gh's output read.
    public static let outputLimit = 4096
    /// The longest token taken; GitHub's are under 300 characters.
    public static let longestToken = 1024

    /// The gh executable.
    public let program: String
    /// The environment gh runs with.
    let environment: [String: String]

    /// gh at `program`, run with `environment`.
    public init(program: String, environment: [String: String]) {
        self.program = program
        self.environment = environment
    }

    /// gh as go-gh finds it: `GH_PATH` when set, else the first `gh` in an absolute folder of
    /// `PATH` (a relative entry, such as `.`, is passed over, so a `gh` planted in the current
    /// folder is never run); `nil` when there is none.
    public static func locate(variables: [String: String]) -> String? {
        if let path = variables["GH_PATH"], !path.isEmpty { return path }
        return ChildProcess.locate("gh", searchPath: variables["PATH"])
    }

    /// The token gh gives for `host`, or why none was taken.
    public func token(for host: GitHubHost) async -> Result<String, Refusal> {
        do {
            let run = try await ChildProcess.run(
                [program, "auth", "token", "--hostname", host.name], environment: environment, timeout: .seconds(Self.timeout),
                outputLimit: Self.outputLimit)
            return Self.token(from: run)
        } catch let error as ChildProcess.SpawnError {
            return .failure(Refusal(reason: "could not be started: \(error.description)"))
        } catch {
            return .failure(Refusal(reason: "was stopped"))
        }
    }

    /// The token in what gh left behind, or why it is not one.
    static func token(from run: ChildProcess.Outcome) -> Result<String, Refusal> {
        if run.timedOut {
            return .failure(Refusal(reason: "did not finish within \(timeout) s and was stopped"))
        }
        guard run.status.exitCode == 0 else {
            let said = firstLine(run.errorOutput).map { ": \($0)" } ?? ""
            return .failure(Refusal(reason: run.status.exitCode.map { "exited with status \($0)\(said)" } ?? "was ended by a signal"))
        }
        guard !run.isOutputCut else { return .failure(Refusal(reason: "printed more than a token")) }
        var bytes = run.output[...]
        while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") {
            bytes.removeLast()
        }
        guard !bytes.isEmpty else { return .failure(Refusal(reason: "printed no token")) }
        guard bytes.count <= longestToken, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return .failure(Refusal(reason: "printed something that is not a token"))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The first line of `bytes`, cleaned for a one-line note, at most 200 characters.
    private static func firstLine(_ bytes: [UInt8]) -> String? {
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let printable = String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        let trimmed = printable.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed
    }

    /// Why gh's answer was not used.
    public struct Refusal: Error, Equatable, Sendable {
        /// In a few words, after "gh auth token".
        public var reason: String
    }
}
