import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine the figures come from, printed above them: timings mean little without it.
struct MachineInfo {
    /// Online processors.
    var processors = ProcessInfo.processInfo.activeProcessorCount
    /// The CPU's model name from `/proc/cpuinfo`.
    var cpuModel = MachineInfo.procField("/proc/cpuinfo", "model name") ?? "unknown CPU"
    /// Total memory from `/proc/meminfo`.
    var memory = MachineInfo.procField("/proc/meminfo", "MemTotal") ?? "?"
    /// The kernel's name and release.
    var kernel = MachineInfo.kernelRelease()
    /// The 1-minute load average when the benchmark started: another busy process skews timings.
    var load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"

    /// The lines printed above the table.
    var description: String {
        """
        machine: \(processors) CPUs, \(cpuModel), \(memory) RAM; \(kernel); load \(load)
        built with: \(Self.compiler), \(Self.configuration)
        """
    }

    /// `release` or `debug`: the configuration of this benchmark and of the gh-users beside it.
    static var configuration: String {
        #if DEBUG
            return "debug configuration (its figures mean little: use -c release)"
        #else
            return "release configuration"
        #endif
    }

    /// The compiler that built this benchmark (and, with it, gh-users), known at compile time.
    static var compiler: String {
        #if compiler(>=6.3)
            return "Swift 6.3 or later"
        #elseif compiler(>=6.2)
            return "Swift 6.2"
        #elseif compiler(>=6.1)
            return "Swift 6.1"
        #else
            return "Swift 6.0"
        #endif
    }

    private static func procField(_ path: String, _ name: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    private static func kernelRelease() -> String {
        var name = utsname()
        uname(&name)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(text(name.sysname)) \(text(name.release)) \(text(name.machine))"
    }
}
