import Dispatch
import Foundation
import GHTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension GHUsersBench {
    /// Starts the bench server as `options` say and keeps it running until the process is
    /// interrupted or terminated, when the HTTPS front, if any, is stopped with it.
    static func serve(_ options: ServeOptions) -> Never {
        do {
            var api = BenchAPI(users: options.users, latency: Double(options.latencyMilliseconds) / 1000, searchAccounts: 5_000)
            api.showcase = true
            api.changeLog = { line in
                print(line)
                fflush(nil)
            }
            if let rateLimit = options.rateLimit {
                let rule = FakeRateLimits.Rule(limit: rateLimit.limit, window: TimeInterval(rateLimit.seconds))
                let rules = ["core": rule, "search": rule, "graphql": rule]
                api.rateLimits = FakeRateLimits(anonymous: rules, authenticated: rules)
            }
            api.enterprise = options.enterpriseVersion.map {
                FakeGitHub.Enterprise(version: $0, privateMode: options.privateMode, servesAPIPaths: true)
            }
            let server = try api.start()
            let front =
                try options.https
                ? NetworkRoute.blocking { try await HTTPSFront.start(backend: server.server.port, protocols: .http2) } : nil
            stopOnSignals { front?.stop() }
            let origin = front?.baseURL ?? server.baseURL
            let root = options.enterpriseVersion == nil ? "" : FakeGitHub.Enterprise.restRoot
            print("GH_USERS_API_URL=\(origin.absoluteString)\(root)")
            if let front {
                print("GH_HOST=127.0.0.1:\(front.port) SSL_CERT_FILE=\(front.certificate.certificatePath)")
                print("(CURL_CA_BUNDLE, when set, wins over SSL_CERT_FILE: unset it, or set it to the same file.)")
            }
            print("Serving \(options.users) users with \(options.latencyMilliseconds) ms latency; stop with Ctrl-C.")
            if let version = options.enterpriseVersion {
                let social = api.enterprise?.supports(.socialAccounts) == true ? "" : ", without social accounts (3.9 brought them)"
                let mode = options.privateMode ? " in private mode (401 without a token)" : ""
                print("Playing GitHub Enterprise Server \(version)\(mode)\(social).")
            }
            print("Searches match 5000 accounts by created:, type:, location: and followers:; 'members bench-org' has 250.")
            print(
                "GH_ENTERPRISE_TOKEN=follow-token logs in as user1, who may follow; read-token lacks user:follow. Changes are logged here.")
            fflush(nil)
            withExtendedLifetime((server, front)) { dispatchMain() }
        } catch {
            printError("Error: cannot start the server: \(error)")
            exit(2)
        }
    }

    /// Runs `cleanUp` and exits 0 on SIGINT or SIGTERM: nghttpx runs in a process group of its
    /// own, which Ctrl-C in the terminal does not reach.
    private static func stopOnSignals(_ cleanUp: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                cleanUp()
                exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// The signal sources, kept alive for the whole run.
    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []
}
