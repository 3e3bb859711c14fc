/// The gh-users command line as a library call, so tests can run it in memory and the
/// executable stays a few lines long.
public enum GHUsers {
    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], environment: Environment) async -> Int32 {
        await CommandRouter.standard.run(arguments, environment: environment).rawValue
    }
}
