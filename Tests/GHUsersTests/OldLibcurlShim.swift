#if os(Linux)
    import Foundation

    /// `Shims/old-libcurl.c` built once per test run with the system's C compiler: an
    /// `LD_PRELOAD` library that makes this machine's libcurl refuse `CURLOPT_PROTOCOLS_STR` and,
    /// with `GH_USERS_SHIM_CURL_VERSION`, report an older version (see the source).
    enum OldLibcurlShim {
        /// The built library, or why there is none (no C compiler, or it failed).
        static let library: Result<URL, Unavailable> = build()

        /// Why the shim could not be built.
        struct Unavailable: Error, CustomStringConvertible {
            let description: String
        }

        /// The variables that load the shim, reporting `version` when given.
        static func variables(reporting version: String? = nil) throws -> [String: String] {
            var variables = ["LD_PRELOAD": try library.get().path]
            if let version { variables["GH_USERS_SHIM_CURL_VERSION"] = version }
            return variables
        }

        /// Whether the shim is there, for `.enabled(if:)`.
        static var isAvailable: Bool { (try? library.get()) != nil }

        private static func build() -> Result<URL, Unavailable> {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Shims/old-libcurl.c")
            guard let compiler = ["/usr/bin/cc", "/usr/local/bin/cc", "/bin/cc"].first(where: FileManager.default.isExecutableFile)
            else {
                return .failure(Unavailable(description: "no C compiler (cc) to build the old-libcurl shim"))
            }
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-old-libcurl-\(UUID().uuidString).so")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: compiler)
            process.arguments = ["-shared", "-fPIC", "-O1", "-o", output.path, source.path, "-ldl"]
            let errors = Pipe()
            process.standardError = errors
            do {
                try process.run()
            } catch {
                return .failure(Unavailable(description: "cannot run \(compiler): \(error)"))
            }
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                return .failure(Unavailable(description: "cc could not build the old-libcurl shim: \(message)"))
            }
            return .success(output)
        }
    }
#endif
