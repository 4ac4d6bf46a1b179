import Foundation

/// Every number `kumiki adopt` decides by, in one place, each with what it is for. Tools/README's page on
/// the measured apps gives each one's effect on apps first seen (what changes when it is left out); a
/// measuring run may set them through `KUMIKI_ADOPT_THRESHOLDS` (`name=value,…`), which nothing else reads.
enum AdoptionThresholds {
    /// The numbers, by name.
    enum Name: String, CaseIterable, Sendable {
        /// How many subfolders of one layout make a folder a holder of parts (`Features/<Feature>/{Views,Models}`).
        case repeatedLayoutFolders
        /// How many files directly in a folder make it flat, split into groups of files named alike.
        case flatFolderFiles
        /// How many files named alike in a flat folder make a part of their own.
        case nameGroupFiles
        /// The fewest files a layer that is no module holds (the floor).
        case minimumLayerFiles
        /// The smallest share of the app's files, in percent, a layer that is no module holds.
        case minimumLayerPercent
        /// The largest share of the app's files, in percent, placed apart from their folders by path.
        case placedApartPercent
        /// The most paths placed apart from their folders.
        case placedApartPaths
        /// How many parts code only the entry point uses must put together to be the app's composition.
        case compositionParts
        /// The share of the app's files, in percent, beyond which an App layer is reported as too large to leave unchecked.
        case largeAppPercent
        /// What a file of a part weighs against uses across the layer order, per layer its place is away from its role's.
        case rolePriorWeight
        /// The share of a part's types, in percent, that must be screens for its content to say it is screens.
        case screensShare
        /// The share of a part's types, in percent, that must be the state behind screens for its content to say so.
        case presentationShare
        /// The share of a part's types, in percent, that must be data access for its content to say so.
        case dataShare
        /// The share of a part's declarations, in percent, that must be extensions for its content to say it is helpers.
        case helpersShare
        /// The share of a part's types, in percent, that must be plain values for its content to say it is values.
        case valuesShare
        /// The share, in percent, of the places a convention rule applies to that must keep it for adopt to turn the rule on.
        case conventionKeptPercent
        /// How many of the app's classes must inherit from one project class for it to be a base the app builds on, allowed.
        case baseFamilySubclasses
    }

    /// The value each number has unless a measuring run says otherwise.
    static let defaults: [Name: Int] = [
        .repeatedLayoutFolders: 3, .flatFolderFiles: 30, .nameGroupFiles: 3, .minimumLayerFiles: 10, .minimumLayerPercent: 3,
        .placedApartPercent: 2, .placedApartPaths: 20, .compositionParts: 2, .largeAppPercent: 25, .rolePriorWeight: 1,
        .screensShare: 25, .presentationShare: 30, .dataShare: 30, .helpersShare: 60, .valuesShare: 60,
        .conventionKeptPercent: 50, .baseFamilySubclasses: 3,
    ]

    /// The values a measuring run set, read once.
    private static let overrides: [Name: Int] = {
        guard let text = ProcessInfo.processInfo.environment["KUMIKI_ADOPT_THRESHOLDS"] else { return [:] }
        var result: [Name: Int] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let name = Name(rawValue: parts[0]), let value = Int(parts[1]) else { continue }
            result[name] = value
        }
        return result
    }()

    /// The value of `name` in force.
    static func value(_ name: Name) -> Int {
        overrides[name] ?? defaults[name] ?? 0
    }
}
