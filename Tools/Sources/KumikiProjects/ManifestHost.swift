/// The machine a manifest is evaluated for, as SwiftPM compiles it here: what `#if canImport(…)`,
/// `os(…)`, `arch(…)` and `swift(…)` / `compiler(…)` see. Known when `kumiki` is built, which is
/// when it is built for this machine.
package enum ManifestHost {
    /// The operating system names `os(…)` accepts here.
    static var operatingSystems: Set<String> {
        #if os(Linux)
        return ["Linux"]
        #elseif os(macOS)
        return ["macOS", "OSX"]
        #elseif os(Windows)
        return ["Windows"]
        #else
        return []
        #endif
    }

    /// The architecture `arch(…)` names here.
    static var architecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "unknown"
        #endif
    }

    /// The version of the Swift compiler that built `kumiki`, the one evaluating manifests here.
    static var swiftVersion: [Int] {
        #if compiler(>=7.0)
        return [7, 0]
        #elseif compiler(>=6.3)
        return [6, 3]
        #elseif compiler(>=6.2)
        return [6, 2]
        #elseif compiler(>=6.1)
        return [6, 1]
        #else
        return [6, 0]
        #endif
    }

    /// Whether a manifest here can import `module`: the standard library's and the platform's own
    /// modules and PackageDescription, nothing a package provides.
    static func canImport(_ module: String) -> Bool {
        var modules: Set<String> = ["Swift", "PackageDescription", "CompilerPluginSupport", "_Concurrency", "Dispatch", "Foundation",
                                    "FoundationEssentials", "XCTest", "Testing", "Synchronization"]
        #if os(Linux)
        modules.formUnion(["Glibc", "FoundationNetworking", "FoundationXML", "SwiftGlibc"])
        #elseif canImport(Darwin)
        modules.formUnion(["Darwin", "os", "ObjectiveC", "CoreFoundation", "Combine", "SwiftUI", "AppKit"])
        #endif
        return modules.contains(module)
    }

    /// Whether `>=5.9` or `<6` holds for the compiler here.
    static func satisfies(_ requirement: String) -> Bool {
        let trimmed = requirement.replacingOccurrences(of: " ", with: "")
        let isAtLeast = trimmed.hasPrefix(">=")
        let isBelow = trimmed.hasPrefix("<")
        let number = trimmed.drop { $0 == ">" || $0 == "=" || $0 == "<" }
        let wanted = number.split(separator: ".").compactMap { Int($0) }
        let here = swiftVersion
        var comparison = 0
        for index in 0..<max(wanted.count, here.count) {
            let (a, b) = (index < here.count ? here[index] : 0, index < wanted.count ? wanted[index] : 0)
            if a != b {
                comparison = a < b ? -1 : 1
                break
            }
        }
        if isBelow { return comparison < 0 }
        return isAtLeast ? comparison >= 0 : false
    }

    /// The other conditions: no simulator, no target environment, and features by name only when known to hold.
    static func other(_ name: String, _ argument: String) -> Bool {
        switch name {
        case "_endian": return argument == "little"
        case "_pointerBitWidth": return argument == "_64"
        case "_runtime": return argument == "_Native" && !operatingSystems.contains("macOS")
        default: return false
        }
    }
}
