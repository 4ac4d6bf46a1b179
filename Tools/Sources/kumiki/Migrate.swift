import ArgumentParser

/// `kumiki migrate`: rewrites that move a codebase to a newer way of writing the architecture.
struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Moves code to a newer way of writing it, safely and automatically.",
        subcommands: [MigrateObservable.self]
    )
}
