import Foundation
import GHDomain
import Synchronization

/// Carries out effects as tasks, each tagged with the screen that asked, and turns their results
/// into events. Leaving a screen cancels its tasks; whatever still arrives for it is dropped by
/// `update`.
final class EffectRunner: Sendable {
    private let services: BrowseServices
    private let events: AsyncStream<BrowseEvent>.Continuation
    private let tasks = Mutex<[ScreenID: [Int: Task<Void, Never>]]>([:])
    private let made = Atomic<Int>(0)

    init(services: BrowseServices, events: AsyncStream<BrowseEvent>.Continuation) {
        self.services = services
        self.events = events
    }

    /// Starts the work `effect` asks for; `.quit`, `.suspend` and `.copy` are the runtime's.
    func perform(_ effect: BrowseEffect) {
        let services = services
        let events = events
        switch effect {
        case .load(let ticket, let source, let cursor):
            track(ticket.screen) {
                do {
                    let page = try await services.page(source, at: cursor)
                    events.yield(.page(ticket, .success(page)))
                } catch {
                    guard !Task.isCancelled, !(error is CancellationError) else { return }
                    events.yield(.page(ticket, .failure(Self.failure(error, services))))
                }
                if let latest = services.rateLimits?.latest { events.yield(.rateLimit(latest)) }
            }
        case .loadProfile(let screen, let generation, let login):
            track(screen) {
                do {
                    let profile = try await services.users.profile(of: login)
                    events.yield(.profile(screen, generation: generation, .success(profile)))
                } catch {
                    guard !Task.isCancelled, !(error is CancellationError) else { return }
                    events.yield(.profile(screen, generation: generation, .failure(Self.failure(error, services))))
                }
                if let latest = services.rateLimits?.latest { events.yield(.rateLimit(latest)) }
            }
        case .loadFavorites:
            Task {
                do {
                    events.yield(.favorites(.success(try await services.favorites.get().load())))
                } catch {
                    events.yield(.favorites(.failure(Self.failure(error, services))))
                }
            }
        case .saveFavorite(var favorite, let isFavorite):
            Task {
                do {
                    favorite.addedAt = services.now()
                    let chosen = favorite
                    let list = try await services.favorites.get().update { list in
                        if isFavorite { list.add(chosen) } else { _ = list.remove(id: chosen.id) }
                        return list
                    }
                    events.yield(.favoriteSaved(chosen, isFavorite: isFavorite, .success(list)))
                } catch {
                    events.yield(.favoriteSaved(favorite, isFavorite: isFavorite, .failure(Self.failure(error, services))))
                }
            }
        case .cancel(let screen):
            let cancelled = tasks.withLock { $0.removeValue(forKey: screen) } ?? [:]
            for task in cancelled.values { task.cancel() }
        case .open(let url):
            Task {
                if let problem = await services.open(url) { events.yield(.openFailed(problem)) }
            }
        case .quit, .suspend, .copy:
            break
        }
    }

    /// Cancels everything still running.
    func cancelAll() {
        let all = tasks.withLock { tasks in
            defer { tasks = [:] }
            return tasks.values.flatMap(\.values)
        }
        for task in all { task.cancel() }
    }

    /// Runs `work` as a task filed under `screen`, removed from the file when it ends.
    private func track(_ screen: ScreenID, _ work: @escaping @Sendable () async -> Void) {
        let number = made.add(1, ordering: .relaxed).newValue
        tasks.withLock { tasks in
            let task = Task { [weak self] in
                await work()
                self?.tasks.withLock { _ = $0[screen]?.removeValue(forKey: number) }
            }
            tasks[screen, default: [:]][number] = task
        }
    }

    private static func failure(_ error: any Error, _ services: BrowseServices) -> BrowseFailure {
        (error as? BrowseFailure) ?? services.describe(error)
    }
}
