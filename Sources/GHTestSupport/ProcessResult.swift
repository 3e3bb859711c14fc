/// What a command did: everything it wrote and how it exited.
public struct ProcessResult: Equatable, Sendable, CustomStringConvertible {
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
    /// The exit status.
    public var status: Int32

    /// Creates a result.
    public init(stdout: String, stderr: String, status: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    /// All three, labelled, for test failure messages.
    public var description: String {
        "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
    }
}
