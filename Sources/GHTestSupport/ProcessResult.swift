/// What a command did: everything it wrote and how it exited.
public struct ProcessResult: Equatable, Sendable, CustomStringConvertible {
    public var stdout: String
    public var stderr: String
    public var status: Int32

    public init(stdout: String, stderr: String, status: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    public var description: String {
        "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
    }
}
