import KumikiSourceFiles

/// How far an app already keeps the convention rules, counted over its own code (test code left out):
/// `kumiki adopt` turns on a convention the app keeps, so its findings are the app's exceptions, and
/// says which it leaves off and why. It counts what the rules look at, the way they look at it.
public struct ConventionCensus: Sendable {
    /// How many places a convention applies to, and how many of them keep it.
    public struct Tally: Equatable, Sendable {
        /// The places the convention applies to (a `@Published` property, a stored output of an `@Observable` ViewModel).
        public var applicable = 0
        /// The places that keep it (a restricted setter, or a property bound two-way as an input).
        public var kept = 0

        /// The share of places that keep the convention, in percent; 100 where it applies nowhere.
        public var keptPercent: Int {
            applicable == 0 ? 100 : kept * 100 / applicable
        }
    }

    /// A class of the project that other classes of the project inherit from.
    public struct BaseClass: Equatable, Sendable {
        /// The base's name.
        public var name: String
        /// How many classes of the app's own code (not its tests) inherit from it directly.
        public var subclasses: Int
    }

    /// `published-private-set`: the `@Published` properties of the app's code.
    public private(set) var published = Tally()
    /// `observable-private-set`: the stored outputs of the app's `@Observable` ViewModels.
    public private(set) var observable = Tally()
    /// `no-project-superclass`: every project class the app's own classes inherit from, most inherited first.
    public private(set) var baseClasses: [BaseClass] = []

    /// Counts the conventions over the files of `model` that are not test code.
    public init(model: ProjectModel) {
        let conventions = ConventionFacts(model: model)
        for index in model.files.indices where !model.isTestCode(fileAt: index) {
            let file = model.files[index]
            let isViewModelLayer = model.layer(ofFileAt: index).map(Checker.viewModelLayers.contains) ?? false
            for property in file.publishedProperties {
                let typeName = property.enclosingType.map { file[$0] } ?? ""
                let keeps = property.hasRestrictedSetter || property.isBoundInput
                    || conventions.isBoundTwoWay(file[property.name], of: typeName)
                if property.isObservationTracked {
                    // The rule reads an @Observable class as a ViewModel by its layer or its name, and so does the count.
                    guard isViewModelLayer || typeName.hasSuffix("ViewModel") else { continue }
                    observable.applicable += 1
                    if keeps { observable.kept += 1 }
                } else {
                    published.applicable += 1
                    if keeps { published.kept += 1 }
                }
            }
        }
        for (base, subclasses) in conventions.subclasses where conventions.classes[base] != nil {
            let own = subclasses.filter { name in conventions.classes[name].map { !model.isTestCode(fileAt: $0.file) } ?? false }
            if !own.isEmpty { baseClasses.append(BaseClass(name: base, subclasses: own.count)) }
        }
        baseClasses.sort { ($0.subclasses, $1.name) > ($1.subclasses, $0.name) }
    }
}
