import Foundation
import GHTestSupport

/// Another program the tests drive (a shell, gh, groff, the C compiler), run to its end with
/// exactly the environment given, on threads of its own so that no task waits blocked.
enum ExternalProgram {
    /// GitHub's gh, when installed.
    static let gh = find("/usr/bin/gh", "/usr/local/bin/gh")

    /// The first of `candidates` that is an executable file, or `nil` when none is installed.
    static func find(_ candidates: String...) -> String? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `program arguments…` in `directory` with `environment` and `input` on standard input;
    /// returns its whole stdout, stderr and exit status.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String], directory: URL? = nil, input: String = ""
    ) async throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = stdin.fileHandleForWriting
        Thread {
            try? writer.write(contentsOf: Data(input.utf8))
            try? writer.close()
        }.start()
        return await withCheckedContinuation { continuation in
            Thread {
                let group = DispatchGroup()
                nonisolated(unsafe) var error = Data()
                DispatchQueue.global().async(group: group) { error = stderr.fileHandleForReading.readDataToEndOfFile() }
                let output = stdout.fileHandleForReading.readDataToEndOfFile()
                group.wait()
                process.waitUntilExit()
                continuation.resume(
                    returning: ProcessResult(
                        stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: error, as: UTF8.self),
                        status: process.terminationStatus))
            }.start()
        }
    }
}
