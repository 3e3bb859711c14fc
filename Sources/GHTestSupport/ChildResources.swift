import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the children of this test process have used, for bounds that catch a runaway (not for
/// timing: no test asserts speed).
public enum ChildResources {
    /// The largest peak resident size of any child this process has waited for, in bytes. Tests
    /// run in parallel, so it bounds the last child from above: a test that asserts it is under
    /// a limit proves its own child stayed under it.
    public static var largestPeakResidentBytes: Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_CHILDREN, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
