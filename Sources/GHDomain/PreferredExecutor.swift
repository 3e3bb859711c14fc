/// The executor the work of a command prefers, for work it starts that would not otherwise
/// inherit the preference: a task-local, so that an unstructured task (the request a listing
/// sends ahead of its reader) can be given the preference its creator runs with.
public enum PreferredExecutor {
    /// The executor in use; `nil` for Swift's default.
    @TaskLocal public static var current: (any TaskExecutor)?

    /// Runs `operation` preferring `executor` (`nil`: no preference), for itself, its child
    /// tasks and the requests a listing sends ahead.
    public static func run<T>(
        on executor: (any TaskExecutor)?, _ operation: () async throws -> T
    ) async rethrows -> T {
        guard let executor else { return try await operation() }
        return try await $current.withValue(executor) {
            try await withTaskExecutorPreference(executor, operation: operation)
        }
    }
}
