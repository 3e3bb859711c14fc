import Foundation
import Testing

@testable import GHData

/// Which certificate authorities the environment names, and each way a named path is refused.
struct CertificateAuthoritiesTests {
    /// A directory holding `ca.pem` (a few bytes) and `certs/`, removed by the caller.
    private static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-ca-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("certs"), withIntermediateDirectories: true)
        try Data("-----BEGIN CERTIFICATE-----\n".utf8).write(to: directory.appendingPathComponent("ca.pem"))
        return directory
    }

    /// The variables name the file and directory, curl's bundle first, an empty one meaning unset.
    @Test func variables_nameFileAndDirectory_curlsBundleFirst() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ca.pem").path
        let certs = directory.appendingPathComponent("certs").path
        #expect(try CertificateAuthorities.named(by: [:]) == .system)
        #expect(try CertificateAuthorities.named(by: ["SSL_CERT_FILE": "", "SSL_CERT_DIR": "", "CURL_CA_BUNDLE": ""]).isSystem)
        let both = try CertificateAuthorities.named(by: ["SSL_CERT_FILE": file, "SSL_CERT_DIR": certs])
        #expect(both.file == file && both.directory == certs && both.fileVariable == "SSL_CERT_FILE")
        #expect(
            both.notes == [
                "trusting the certificate authorities in \(file) (SSL_CERT_FILE)",
                "trusting the certificate authorities in \(certs) (SSL_CERT_DIR)",
            ])
        // As the curl tool reads them: CURL_CA_BUNDLE wins, and the others are not looked at.
        let bundle = try CertificateAuthorities.named(by: ["CURL_CA_BUNDLE": file, "SSL_CERT_FILE": "/nowhere", "SSL_CERT_DIR": "/nowhere"])
        #expect(bundle.file == file && bundle.directory == nil && bundle.fileVariable == "CURL_CA_BUNDLE")
    }

    @Test func aPathThatCannotServe_isRefused_namingTheVariable() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ca.pem").path
        let certs = directory.appendingPathComponent("certs").path
        let missing = directory.appendingPathComponent("missing.pem").path
        let long = "/" + String(repeating: "a", count: 4100)
        let cases: [([String: String], CertificateAuthoritiesUnusable)] = [
            (["SSL_CERT_FILE": missing], .init(variable: "SSL_CERT_FILE", path: missing, reason: "which does not exist")),
            (["SSL_CERT_FILE": certs], .init(variable: "SSL_CERT_FILE", path: certs, reason: "which is a directory, not a file")),
            (["SSL_CERT_FILE": "/dev/null"], .init(variable: "SSL_CERT_FILE", path: "/dev/null", reason: "which is not a file")),
            (["SSL_CERT_DIR": file], .init(variable: "SSL_CERT_DIR", path: file, reason: "which is not a directory")),
            (
                ["CURL_CA_BUNDLE": missing, "SSL_CERT_FILE": file],
                .init(variable: "CURL_CA_BUNDLE", path: missing, reason: "which does not exist")
            ),
            (["SSL_CERT_FILE": long], .init(variable: "SSL_CERT_FILE", path: long, reason: "a path longer than 4096 bytes")),
        ]
        for (variables, refusal) in cases {
            #expect(throws: refusal, "\(variables.keys.sorted())") { try CertificateAuthorities.named(by: variables) }
        }
        #expect(
            cases[0].1.errorDescription
                == "SSL_CERT_FILE names \(missing), which does not exist; set it to the certificate authorities to trust, or unset it")
        #expect(cases[5].1.errorDescription?.contains("/" + String(repeating: "a", count: 199) + "…, a path longer") == true)
    }

    @Test func aFileLargerThanTheLimit_isRefused() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let large = directory.appendingPathComponent("large.pem")
        #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(CertificateAuthorities.fileSizeLimit) + 1)
        try handle.close()
        #expect(throws: CertificateAuthoritiesUnusable(variable: "SSL_CERT_FILE", path: large.path, reason: "which is larger than 16 MB")) {
            try CertificateAuthorities.named(by: ["SSL_CERT_FILE": large.path])
        }
    }
}
