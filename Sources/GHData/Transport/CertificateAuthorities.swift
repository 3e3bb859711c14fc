import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The certificate authorities TLS trusts instead of the system's, named the way users of
/// GitHub Enterprise Server with a private CA already name them for curl and gh:
/// `CURL_CA_BUNDLE` (a file, as the curl tool reads it), else `SSL_CERT_FILE` (a file) and
/// `SSL_CERT_DIR` (a directory of hashed certificates, as `openssl rehash` makes it). An empty
/// variable counts as unset. Each path is checked before any request goes out, so a mistyped
/// one is named in the error rather than surfacing as a failed handshake.
public struct CertificateAuthorities: Sendable, Equatable {
    /// A PEM file of certificates, for `CURLOPT_CAINFO`.
    public private(set) var file: String?
    /// The variable that named ``file``.
    public private(set) var fileVariable: String?
    /// A directory of hashed certificates, for `CURLOPT_CAPATH`.
    public private(set) var directory: String?

    /// The largest CA file accepted: the system bundles are a few hundred kilobytes.
    public static let fileSizeLimit = 16 << 20
    /// The longest path accepted.
    public static let pathLengthLimit = 4096

    /// The system's authorities: nothing named.
    public static let system = CertificateAuthorities()

    /// Whether the system's authorities are used (no variable names others).
    public var isSystem: Bool { file == nil && directory == nil }

    /// What `-v` says about them: one line a path, none for the system's.
    public var notes: [String] {
        let file = file.map { ["trusting the certificate authorities in \($0) (\(fileVariable ?? "SSL_CERT_FILE"))"] } ?? []
        return file + (directory.map { ["trusting the certificate authorities in \($0) (SSL_CERT_DIR)"] } ?? [])
    }

    /// The authorities `variables` name; throws when a named file or directory cannot be used.
    public static func named(by variables: [String: String]) throws(CertificateAuthoritiesUnusable) -> CertificateAuthorities {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        var authorities = CertificateAuthorities()
        if let bundle = nonEmpty(variables["CURL_CA_BUNDLE"]) {
            try check(bundle, variable: "CURL_CA_BUNDLE", directory: false)
            authorities.file = bundle
            authorities.fileVariable = "CURL_CA_BUNDLE"
            return authorities
        }
        if let file = nonEmpty(variables["SSL_CERT_FILE"]) {
            try check(file, variable: "SSL_CERT_FILE", directory: false)
            authorities.file = file
            authorities.fileVariable = "SSL_CERT_FILE"
        }
        if let directory = nonEmpty(variables["SSL_CERT_DIR"]) {
            try check(directory, variable: "SSL_CERT_DIR", directory: true)
            authorities.directory = directory
        }
        return authorities
    }

    /// Throws unless `path` is a readable regular file of at most ``fileSizeLimit`` bytes, or a
    /// readable directory when `directory`; links are followed, as TLS libraries follow them.
    private static func check(_ path: String, variable: String, directory: Bool) throws(CertificateAuthoritiesUnusable) {
        func refuse(_ reason: String) -> CertificateAuthoritiesUnusable {
            CertificateAuthoritiesUnusable(variable: variable, path: path, reason: reason)
        }
        guard path.utf8.count <= pathLengthLimit else { throw refuse("a path longer than \(pathLengthLimit) bytes") }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw refuse(errno == ENOENT ? "which does not exist" : "which cannot be read: \(String(cString: strerror(errno)))")
        }
        let kind = status.st_mode & S_IFMT
        if directory {
            guard kind == S_IFDIR else { throw refuse("which is not a directory") }
        } else {
            guard kind == S_IFREG else { throw refuse(kind == S_IFDIR ? "which is a directory, not a file" : "which is not a file") }
            guard status.st_size <= off_t(fileSizeLimit) else { throw refuse("which is larger than \(fileSizeLimit >> 20) MB") }
        }
        guard access(path, R_OK) == 0 else { throw refuse("which cannot be read: \(String(cString: strerror(errno)))") }
    }
}

/// A certificate-authority variable names something TLS cannot use; no request is sent.
public struct CertificateAuthoritiesUnusable: LocalTransportFailure, Equatable {
    /// The variable: `SSL_CERT_FILE`, `SSL_CERT_DIR` or `CURL_CA_BUNDLE`.
    public let variable: String
    /// The path it names.
    public let path: String
    /// What is wrong with it, as the end of a sentence: `which does not exist`.
    public let reason: String

    /// `SSL_CERT_FILE names /etc/ghe-ca.pem, which does not exist; …`; a path past 200
    /// characters is cut short.
    public var errorDescription: String? {
        let shown = path.count > 200 ? path.prefix(200) + "…" : Substring(path)
        return "\(variable) names \(shown), \(reason); set it to the certificate authorities to trust, or unset it"
    }
}
