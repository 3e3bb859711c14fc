// The smallest Foundation program: the benchmark times it as the floor for gh-users' start-up.
import Foundation

print("hello, \(ProcessInfo.processInfo.processName)")
