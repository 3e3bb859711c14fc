import Foundation
import GHData
import GHDomain
import GHSystem

/// Whether a run reads and writes the HTTP cache, decided once, before the first request: the
/// cache is used when the options ask for it, the environment says where it is, and its folder
/// is the user's own (a cache another account could write to could serve planted answers).
struct CachePolicy: Sendable {
    /// The cache the run uses; `nil` when it is off or cannot be trusted.
    let cache: HTTPCache?
    /// Why a cache that was asked for is not used; `nil` when it is used or was not asked for.
    let problem: String?
    /// Whether only the cache may answer (`--offline`).
    let offline: Bool

    /// The policy for a run with `globals`, given the cache the environment locates (`nil` when
    /// it says nowhere; asked only when the options want a cache); a folder that is not the user's own is warned about through `notices`,
    /// unless offline, where the refusal says it.
    init(globals: GlobalOptions, located: () -> HTTPCache?, notices: NoticeBoard) {
        offline = globals.offline
        guard globals.useCache else {
            (cache, problem) = (nil, nil)
            return
        }
        guard let located = located() else {
            (cache, problem) = (nil, "neither XDG_CACHE_HOME nor HOME says where it is")
            return
        }
        let directory = located.directory.path
        // A folder that can never be one was warned about with the other state folders.
        if let file = PrivateDirectory.fileInTheWay(of: directory) {
            (cache, problem) = (nil, "\(file) is not a folder")
        } else if let trouble = PrivateDirectory.check(directory) {
            if !globals.offline { notices.post("Warning: not using the cache in \(directory): \(trouble.reason)") }
            (cache, problem) = (nil, "\(directory): \(trouble.reason)")
        } else {
            (cache, problem) = (located, nil)
        }
    }

    /// Offline, only the cache may answer: without one, every request fails with this, and
    /// nothing is sent. `nil` when the run may send or has a cache.
    var offlineRefusal: GitHubError? {
        guard offline, cache == nil else { return nil }
        return .noCache(reason: problem ?? "it is off")
    }

    /// Where the rate-limit windows spent on `host` are remembered: beside the cache, and as it
    /// is (not with `--no-cache`).
    func spentWindows(host: String) -> SpentWindowsFile? {
        cache.map { SpentWindowsFile(directory: $0.directory, host: host) }
    }

    /// Where the release of the GitHub Enterprise Server at `host` is remembered: beside the
    /// cache, and as it is (not with `--no-cache`).
    func serverVersions(host: String) -> ServerVersionsFile? {
        cache.map { ServerVersionsFile(directory: $0.directory, host: host) }
    }
}
