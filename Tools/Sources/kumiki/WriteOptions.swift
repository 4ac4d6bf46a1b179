import ArgumentParser

/// How `kumiki new` and `kumiki init` write their files: for real or as a dry run, and
/// whether files that exist may be replaced.
struct WriteOptions: ParsableArguments {
    @Flag(help: "Print what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Replace files that exist.")
    var force = false

    /// The line printed for each file written (or, in a dry run, that would be).
    func report(_ path: String) -> String {
        "\(dryRun ? "would create" : "created") \(path)"
    }
}
