import Foundation
import GHSystem
import GHText
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--jq <expression>`: the system's `jq`, run with gh's semantics, that a command's JSON goes
/// through. jq is started with no shell, the expression as one argument, `-r` (a string result
/// prints as it is, anything else as JSON, one result a line), indented on a terminal and
/// compact (`-c`) elsewhere, coloured (`-C`) when output is. The JSON is written into its
/// standard input as it is printed, page by page; jq reads it whole before it answers.
struct JQFilter: Sendable {
    /// The expression, as typed.
    let expression: String
    /// Where `jq` is; `nil` when it is not on `PATH`.
    let program: String?
    /// The environment jq runs in: the run's own.
    let variables: [String: String]

    /// `expression`, for the `jq` found on `variables`' `PATH`.
    init(expression: String, variables: [String: String]) {
        self.expression = expression
        self.variables = variables
        program = ChildProcess.locate("jq", searchPath: variables["PATH"])
    }

    /// jq's arguments, after its name, for output to a terminal or not, coloured or not.
    func arguments(terminal: Bool, color: Bool) -> [String] {
        // jq takes a word that starts with `-` for an option, and jq 1.6 refuses `--` before
        // the filter: a leading space keeps the expression an expression and means the same.
        let filter = expression.hasPrefix("-") ? " " + expression : expression
        return ["-r", color ? "-C" : "-M"] + (terminal ? [] : ["-c"]) + [filter]
    }

    /// Starts jq with its output and errors copied into `output` and `errors`; throws
    /// ``JQMissing`` when there is no jq, and ``JQFailed`` when it cannot be started. What jq
    /// writes to a terminal (`terminal`, and `errorsToTerminal` for its errors) is made safe as
    /// every line gh-users prints is, its colours kept (``ColoredOutputSanitizer``): its strings
    /// are the server's. Elsewhere jq's bytes pass as it wrote them.
    func start(output: any TextOutput, errors: any TextOutput, terminal: Bool, errorsToTerminal: Bool = false, color: Bool) throws
        -> Running
    {
        guard let program else { throw JQMissing() }
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(
                program, argv: ["jq"] + arguments(terminal: terminal, color: color),
                options: .init(environment: variables, input: .pipe, output: .pipe, error: .pipe))
        } catch {
            throw JQFailed(reason: error.description)
        }
        // The three pipes' ends stay open, and are closed by the value that now owns them.
        return Running(
            child: child, input: child.pipes.input ?? -1, output: (child.pipes.output ?? -1, output, terminal),
            errors: (child.pipes.error ?? -1, errors, errorsToTerminal))
    }

    /// A jq that is running: what to write into, and how to wait for it.
    final class Running: Sendable {
        /// Where the JSON goes: jq's standard input.
        let input: FileDescriptorOutput
        private let child: ChildProcess
        private let inputDescriptor: Mutex<Int32>
        private let copies: Task<Void, Never>

        /// Reads jq's output and errors into `output` and `errors` until jq closes them.
        fileprivate init(
            child: ChildProcess, input: Int32, output: (fd: Int32, into: any TextOutput, sanitized: Bool),
            errors: (fd: Int32, into: any TextOutput, sanitized: Bool)
        ) {
            self.child = child
            self.input = FileDescriptorOutput(fd: input)
            inputDescriptor = Mutex(input)
            copies = Task {
                async let results: Void = Self.copy(output.fd, into: output.into, limit: nil, sanitized: output.sanitized)
                async let complaints: Void = Self.copy(
                    errors.fd, into: errors.into, limit: Self.errorLimit, sanitized: errors.sanitized)
                _ = await (results, complaints)
            }
        }

        /// The most of jq's standard error passed on; the rest is read and dropped.
        static let errorLimit = 64 * 1024

        /// Ends jq's input, waits for it to finish and for all it wrote to be passed on; how it
        /// ended.
        func finish() async -> ChildProcess.ExitStatus {
            inputDescriptor.withLock { fd in
                if fd >= 0 { close(fd) }
                fd = -1
            }
            await copies.value
            return await child.wait()
        }

        /// Copies what `fd` holds into `output` until its end, on a thread of its own, then
        /// closes it; `sanitized`, through a ``ColoredOutputSanitizer``. When `output`'s reader
        /// has gone, the rest is not read: jq then finds its own output closed, and stops.
        private static func copy(_ fd: Int32, into output: any TextOutput, limit: Int?, sanitized: Bool) async {
            await BlockingWork.run {
                defer { close(fd) }
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                var sanitizer = sanitized ? ColoredOutputSanitizer() : nil
                var passed = 0
                func pass(_ bytes: ArraySlice<UInt8>) throws {
                    guard !bytes.isEmpty else { return }
                    try bytes.withUnsafeBytes { try output.write(bytes: $0) }
                }
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else {
                        try? pass((sanitizer?.finish() ?? [])[...])
                        return
                    }
                    let kept = limit.map { max(0, min(count, $0 - passed)) } ?? count
                    passed += kept
                    guard kept > 0 else { continue }
                    do {
                        if let cleaned = sanitizer?.feed(buffer[..<kept]) {
                            try pass(cleaned[...])
                        } else {
                            try pass(buffer[..<kept])
                        }
                    } catch {
                        return
                    }
                }
            }
        }
    }
}

/// `--jq` was given, and there is no `jq` on `PATH`: exit 1, nothing sent.
struct JQMissing: Error, Equatable, LocalizedError {
    var errorDescription: String? { "--jq needs jq installed (apt install jq, brew install jq)" }
}

/// jq was there but could not be started.
struct JQFailed: Error, Equatable, LocalizedError {
    /// The system's reason.
    var reason: String

    var errorDescription: String? { "cannot start jq: \(reason)" }
}
