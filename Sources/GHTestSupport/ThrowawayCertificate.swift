import Foundation
import GHSystem

/// A self-signed certificate for 127.0.0.1 and its key, made by `openssl` in a directory of its
/// own, valid for a day: the certificate authority a test trusts through `SSL_CERT_FILE`, and the
/// certificate an ``HTTPSFront`` presents.
public struct ThrowawayCertificate: Sendable {
    /// The directory that holds both files (and whatever the front writes beside them).
    public let directory: URL

    /// The certificate, PEM: what `SSL_CERT_FILE` names.
    public var certificatePath: String { directory.appendingPathComponent("cert.pem").path }
    /// Its private key, PEM.
    public var keyPath: String { directory.appendingPathComponent("key.pem").path }

    /// The `openssl` found on `PATH`, or `nil`.
    static let program = ChildProcess.locate("openssl", searchPath: ProcessInfo.processInfo.environment["PATH"])

    /// Why no certificate can be made, or `nil` when one can.
    public static var unavailable: String? { program == nil ? "openssl is not installed" : nil }

    /// A new certificate in a new temporary directory.
    public static func make() async throws -> ThrowawayCertificate {
        guard let program else { throw HTTPSFront.FrontFailure(description: "openssl is not installed") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let certificate = ThrowawayCertificate(directory: directory)
        let outcome = try await ChildProcess.run(
            [
                program, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1",
                "-subj", "/CN=gh-users test CA", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
                "-keyout", certificate.keyPath, "-out", certificate.certificatePath,
            ], timeout: .seconds(30), outputLimit: 64 << 10)
        guard outcome.status.exitCode == 0 else {
            certificate.remove()
            throw HTTPSFront.FrontFailure(description: "openssl failed: \(String(decoding: outcome.errorOutput, as: UTF8.self))")
        }
        return certificate
    }

    /// Removes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
