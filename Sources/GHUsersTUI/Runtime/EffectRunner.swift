import Foundation
import GHDomain
import Synchronization

/// Carries out effects as tasks and turns their results into events. Every task is tracked:
/// a screen's under that screen (leaving it cancels them; whatever still arrives is dropped by
/// `update`), favorite writes apart so that quitting can wait for them, and the rest so that
/// ending the session cancels them.
final class EffectRunner: Sendable {
    /// What a task is filed under.
    private enum Owner: Hashable {
        /// Work for a screen: its pages and profile.
        case screen(ScreenID)
        /// A favorite being written, or a follow being changed, which quitting waits for.
        case write
        /// A timer, one at a time of each kind.
        case timer(String)
        /// Anything else: the favorites read, a preview, an avatar, opening a page.
        case other
    }

    private let services: BrowseServices
    private let events: AsyncStream<BrowseEvent>.Continuation
    private let tasks = Mutex<[Owner: [Int: Task<Void, Never>]]>([:])
    private let made = Atomic<Int>(0)
    /// Whoever waits for the favorite writes to finish.
    private let writeWaiter = Mutex<CheckedContinuation<Bool, Never>?>(nil)
    /// The favorite changes the user made that are not saved yet, or failed.
    private let favoriteWrites = Mutex(FavoriteWrites())

    init(services: BrowseServices, events: AsyncStream<BrowseEvent>.Continuation) {
        self.services = services
        self.events = events
    }

    /// Starts the work `effect` asks for; `.quit`, `.suspend`, `.copy` and `.runCommand` are the
    /// runtime's.
    func perform(_ effect: BrowseEffect) {
        let services = services
        let events = events
        switch effect {
        case .load(let ticket, let source, let cursor):
            track(.screen(ticket.screen)) {
                let result = await Self.attempt(services) { try await services.page(source, at: cursor) }
                if let result { events.yield(.page(ticket, result)) }
                if let latest = services.rateLimits?.latest { events.yield(.rateLimit(latest)) }
            }
        case .loadProfile(let screen, let generation, let login):
            track(.screen(screen)) {
                let result = await Self.profile(of: login, services, card: true)
                if let result { events.yield(.profile(screen, generation: generation, result)) }
                if let latest = services.rateLimits?.latest { events.yield(.rateLimit(latest)) }
            }
        case .loadPreview(let login):
            track(.other) {
                let result = await Self.profile(of: login, services)
                if let result { events.yield(.previewProfile(login, result)) }
            }
        case .loadAvatar(let url):
            track(.other) {
                let image = try? await services.avatar(url)
                guard !Task.isCancelled else { return }
                events.yield(.avatar(url, image: image))
            }
        case .loadDetails(let users):
            track(.other) {
                let result = await Self.attempt(services) { try await services.details(users) }
                if let result { events.yield(.details(users, result)) }
            }
        case .loadFavorites:
            track(.other) {
                let result = await Self.attempt(services) { try await services.favorites.get().load() }
                if let result { events.yield(.favorites(result)) }
            }
        case .saveFavorite(let favorite, let isFavorite):
            let write = favoriteWrites.withLock { $0.begin(id: favorite.id, login: favorite.login, isFavorite: isFavorite) }
            track(.write) { [weak self] in
                var stamped = favorite
                stamped.addedAt = services.now()
                let chosen = stamped
                do {
                    let list = try await services.favorites.get().update { list in
                        if isFavorite { list.add(chosen) } else { _ = list.remove(id: chosen.id) }
                        return list
                    }
                    self?.favoriteWrites.withLock { $0.finish(write, id: chosen.id, problem: nil) }
                    events.yield(.favoriteSaved(chosen, isFavorite: isFavorite, .success(list)))
                } catch {
                    let failure = Self.failure(error, services)
                    self?.favoriteWrites.withLock { $0.finish(write, id: chosen.id, problem: failure.message) }
                    events.yield(.favoriteSaved(chosen, isFavorite: isFavorite, .failure(failure)))
                }
            }
        case .refreshFavorite(let favorite):
            // Housekeeping the user did not ask for: quitting does not wait for it.
            track(.other) {
                do {
                    let list = try await services.favorites.get().update { list in
                        // Only a user still on the list is refreshed: one taken off meanwhile stays off.
                        if list.users.contains(where: { $0.id == favorite.id }) { list.add(favorite) }
                        return list
                    }
                    events.yield(.favoriteRefreshed(.success(list)))
                } catch {
                    events.yield(.favoriteRefreshed(.failure(Self.failure(error, services))))
                }
            }
        case .checkFollowing(let login):
            track(.other) {
                let result = await Self.attempt(services) { try await services.isFollowing(login) }
                if let result { events.yield(.followChecked(login, result)) }
            }
        case .setFollowing(let login, let follow):
            // Filed with the favorite writes: quitting waits for it, and never cancels it.
            track(.write) {
                do {
                    let run = try await services.setFollowing(login, follow)
                    events.yield(.followChanged(login, follow: follow, .success(run)))
                } catch {
                    events.yield(.followChanged(login, follow: follow, .failure(Self.failure(error, services))))
                }
            }
        case .startTimer(let timer, let delay):
            let kind: String
            switch timer {
            case .previewRest: kind = "preview"
            }
            cancel(.timer(kind))
            track(.timer(kind)) {
                guard (try? await Task.sleep(for: delay)) != nil else { return }
                events.yield(.timerFired(timer))
            }
        case .cancel(let screen):
            cancel(.screen(screen))
        case .open(let url):
            track(.other) {
                if let problem = await services.open(url) { events.yield(.openFailed(problem)) }
            }
        case .quit, .suspend, .copy, .runCommand:
            break
        }
    }

    /// The favorite changes the user made that are not saved: their writes failed, or have not
    /// finished.
    var unsavedFavorites: [UnsavedFavorite] {
        favoriteWrites.withLock { $0.unsaved }
    }

    /// Whether a favorite is still being written.
    var hasPendingWrites: Bool {
        tasks.withLock { !($0[.write] ?? [:]).isEmpty }
    }

    /// Waits until every favorite being written is saved (or has failed), or `timeout` passes;
    /// whether they all finished.
    func waitForWrites(timeout: Duration) async -> Bool {
        let timer = Mutex<Task<Void, Never>?>(nil)
        let finished = await withCheckedContinuation { (waiter: CheckedContinuation<Bool, Never>) in
            let done = tasks.withLock { tasks in
                guard !(tasks[.write] ?? [:]).isEmpty else { return true }
                writeWaiter.withLock { $0 = waiter }
                return false
            }
            if done {
                waiter.resume(returning: true)
                return
            }
            timer.withLock { timer in
                timer = Task { [weak self] in
                    guard (try? await Task.sleep(for: timeout)) != nil else { return }
                    self?.writeWaiter.withLock { $0.take() }?.resume(returning: false)
                }
            }
        }
        timer.withLock { $0?.cancel() }
        return finished
    }

    /// Cancels everything still running; favorite writes are not cancelled (the file is written
    /// whole or not at all), only no longer waited for.
    func cancelAll() {
        let all = tasks.withLock { tasks in
            defer { tasks = tasks.filter { $0.key == .write } }
            return tasks.filter { $0.key != .write }.values.flatMap(\.values)
        }
        for task in all { task.cancel() }
    }

    /// Runs `work` as a task filed under `owner`, removed from the file when it ends.
    private func track(_ owner: Owner, _ work: @escaping @Sendable () async -> Void) {
        let number = made.add(1, ordering: .relaxed).newValue
        tasks.withLock { tasks in
            let task = Task { [weak self] in
                await work()
                guard let self else { return }
                let writesDone = self.tasks.withLock { tasks in
                    _ = tasks[owner]?.removeValue(forKey: number)
                    return owner == .write && (tasks[.write] ?? [:]).isEmpty
                }
                if writesDone { self.writeWaiter.withLock { $0.take() }?.resume(returning: true) }
            }
            tasks[owner, default: [:]][number] = task
        }
    }

    /// Cancels the tasks filed under `owner`.
    private func cancel(_ owner: Owner) {
        let cancelled = tasks.withLock { $0.removeValue(forKey: owner) } ?? [:]
        for task in cancelled.values { task.cancel() }
    }

    /// The result of `work`, or `nil` when it was cancelled (its screen was left).
    /// `login`'s profile, with its extras asked for at the same time (one round trip for both):
    /// a card's all of them, a preview's the cheap ones; the extras never fail the profile.
    private static func profile(
        of login: Login, _ services: BrowseServices, card: Bool = false
    ) async -> Result<UserProfile, BrowseFailure>? {
        async let extras = card ? services.cardExtras(login) : services.extras(login)
        let result = await attempt(services) { try await services.users.profile(of: login) }
        let found = await extras
        guard case .success(var profile)? = result, let found else { return result }
        profile.extras = found
        return .success(profile)
    }

    private static func attempt<Value: Sendable>(
        _ services: BrowseServices, _ work: () async throws -> Value
    ) async -> Result<Value, BrowseFailure>? {
        do {
            return .success(try await work())
        } catch {
            guard !Task.isCancelled, !(error is CancellationError) else { return nil }
            return .failure(failure(error, services))
        }
    }

    private static func failure(_ error: any Error, _ services: BrowseServices) -> BrowseFailure {
        (error as? BrowseFailure) ?? services.describe(error)
    }
}
