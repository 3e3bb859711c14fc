#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ChildProcess {
    /// Where `program` would be run from: itself when it names a path (holds a slash) to a file
    /// this process may execute, else the first folder of `searchPath` (`PATH`'s value, folders
    /// separated by `:`) that holds an executable file of that name, as `posix_spawnp` looks,
    /// but passing over relative folders (`.`, `bin`, an empty entry), so that a program planted
    /// in the working folder is never the one run; `nil` when there is none.
    public static func locate(_ program: String, searchPath: String?) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        for folder in (searchPath ?? "").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/" + program
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
