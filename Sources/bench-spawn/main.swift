// bench-spawn PROGRAM [ARGUMENT...]: runs PROGRAM with this process's environment and standard
// streams, waits for it, and writes what it cost to the file BENCH_SPAWN_REPORT names, as one
// line:
//
//     <wall ns> <peak RSS KiB> <user CPU µs> <system CPU µs> <wait status> <own peak RSS KiB>
//     <major page faults>
//
// gh-users-bench measures its children through this small launcher because Linux charges the
// memory of the process that calls exec to the new program's ru_maxrss: spawned straight from
// the benchmark (tens of MiB, with the server and its cached pages), every child would report
// at least the benchmark's own size. Spawned from here, the floor is this launcher's size, the
// last field. The exit status is 0 once the report is written, 127 if PROGRAM could not start.
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `message` to stderr and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let reportPath = getenv("BENCH_SPAWN_REPORT").map({ String(cString: $0) }) else {
    fail("usage: BENCH_SPAWN_REPORT=FILE bench-spawn PROGRAM [ARGUMENT...]\n", status: 64)
}

/// This process's peak RSS in KiB, from `/proc/self/status` (`getrusage` would include the memory
/// of whoever spawned it, for the same reason as above).
func ownPeakKiB() -> Int {
    let fd = open("/proc/self/status", O_RDONLY)
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 8192)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    let text = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
}

var start = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
let child: ChildProcess
do {
    child = try ChildProcess.spawn(arguments[1], argv: Array(arguments.dropFirst()))
} catch {
    fail("bench-spawn: cannot start \(arguments[1]): \(error.description)\n", status: 127)
}
let (status, measured) = child.waitForUsage()
var end = timespec()
clock_gettime(CLOCK_MONOTONIC, &end)
let usage = measured ?? rusage()
// After the spawn, which is when the child's exec was charged this process's size.
let ownPeak = ownPeakKiB()

let wall = (Int(end.tv_sec) - Int(start.tv_sec)) * 1_000_000_000 + Int(end.tv_nsec) - Int(start.tv_nsec)
let user = Int(usage.ru_utime.tv_sec) * 1_000_000 + Int(usage.ru_utime.tv_usec)
let system = Int(usage.ru_stime.tv_sec) * 1_000_000 + Int(usage.ru_stime.tv_usec)
let report = "\(wall) \(usage.ru_maxrss) \(user) \(system) \(status.raw) \(ownPeak) \(usage.ru_majflt)\n"
let reportFD = open(reportPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
let written = report.withCString { write(reportFD, $0, strlen($0)) }
exit(written > 0 ? 0 : 1)
