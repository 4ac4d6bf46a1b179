import KumikiCheck

/// Which convention rules `kumiki adopt` turns on: a convention the app keeps in most places it applies
/// to stays on, so its findings are the app's exceptions; one it does not keep is left off (its findings
/// would be the app's style, reported everywhere), and the project classes many of the app's classes
/// inherit from are the families it builds on, allowed, so only a new base class is reported.
struct AdoptedConventions {
    /// A rule left off, with the count that decided it.
    struct RuleLeftOff {
        let rule: RuleID
        let tally: ConventionCensus.Tally
        /// What the rule's places are, in words (`@Published properties`).
        let places: String
    }

    /// The rules left off.
    let rulesLeftOff: [RuleLeftOff]
    /// The bases allowed, most inherited first.
    let allowedBases: [ConventionCensus.BaseClass]

    /// The decisions for an app whose conventions `census` counted.
    init(census: ConventionCensus) {
        let keptPercent = AdoptionThresholds.value(.conventionKeptPercent)
        var leftOff: [RuleLeftOff] = []
        for (rule, tally, places) in [
            (RuleID.publishedPrivateSet, census.published, "@Published properties"),
            (RuleID.observablePrivateSet, census.observable, "stored outputs of @Observable ViewModels"),
        ] where tally.applicable > 0 && tally.keptPercent < keptPercent {
            leftOff.append(RuleLeftOff(rule: rule, tally: tally, places: places))
        }
        rulesLeftOff = leftOff
        let family = AdoptionThresholds.value(.baseFamilySubclasses)
        allowedBases = census.baseClasses.filter { $0.subclasses >= family }
    }

    /// Whether adopt decides anything beyond the rules' defaults.
    var isEmpty: Bool { rulesLeftOff.isEmpty && allowedBases.isEmpty }

    /// The `rules` section of `.kumiki.yml`, with a comment on each decision; nothing when there is none.
    var configurationLines: [String] {
        guard !isEmpty else { return [] }
        var lines = [
            "# The conventions: a rule the app keeps in most places stays on, so what it finds is an exception; one the",
            "# app does not keep is off (turn it on to adopt it). The bases many of the app's classes inherit from are",
            "# families it builds on, allowed; a new base class is still reported.",
            "rules:",
        ]
        for decision in rulesLeftOff {
            lines.append("  # \(decision.tally.kept) of \(decision.tally.applicable) \(decision.places) keep it (\(decision.tally.keptPercent)%).")
            lines.append("  \(decision.rule.rawValue): off")
        }
        if !allowedBases.isEmpty {
            lines.append("  # " + allowedBases.map { "\($0.name): \($0.subclasses) subclasses" }.joined(separator: ", ") + ".")
            lines.append("  \(RuleID.noProjectSuperclass.rawValue):")
            lines.append("    allowed_superclasses: [\(allowedBases.map { ConfigurationRenderer.quoted($0.name) }.joined(separator: ", "))]")
        }
        return lines
    }

    /// What adopt prints about the conventions.
    var summaryLines: [String] {
        guard !isEmpty else { return [] }
        var lines = ["Conventions:"]
        for decision in rulesLeftOff {
            lines.append("  \(decision.rule.rawValue): off; \(decision.tally.kept) of \(decision.tally.applicable) \(decision.places) keep it "
                + "(\(decision.tally.keptPercent)%, under \(AdoptionThresholds.value(.conventionKeptPercent))%): the app does not keep this "
                + "convention, so every finding would be its style. Turn it on in .kumiki.yml to adopt it.")
        }
        if !allowedBases.isEmpty {
            let shown = allowedBases.prefix(8).map { "\($0.name) (\($0.subclasses))" }.joined(separator: ", ")
                + (allowedBases.count > 8 ? " and \(allowedBases.count - 8) more" : "")
            lines.append("  no-project-superclass: allows the bases \(AdoptionThresholds.value(.baseFamilySubclasses)) or more of the app's classes "
                + "inherit from, the families it builds on: \(shown). A subclass of another project class is still reported.")
        }
        return lines
    }
}
