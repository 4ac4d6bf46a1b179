// The rules' documentation, in one place: `kumiki check --explain <rule-id>` prints it, and
// Tools/Rules.md is this text (a test keeps the two equal; regenerate the file with
// `kumiki check --explain all`).

extension RuleID {
    /// The introduction of Tools/Rules.md.
    public static let documentationPreamble = #"""
# kumiki check rules

Each rule has an id (used in `.kumiki.yml`, suppressions and reports), a default severity,
and the reason it exists. Examples use the `mvvm-repository` preset unless noted.
"""#

    /// What the rule protects, with a bad and a good example, as Markdown (Tools/Rules.md's section, without its heading).
    public var documentation: String {
        switch self {
        case .layerDependency:
            return #"""
            Default: **error**. Each layer depends only on the layers below it, measured from `import`
            statements (for layers that are SwiftPM targets) and from every type the code names.
            Each finding says who uses the type and how: the enclosing type (`OrderViewModel in the
            Presentation layer must not use …`), an extension of a type from another layer (`The extension
            of DataTransferError in the Presentation layer extends a type of the Infrastructure layer`), a
            conformance or superclass, or, outside every type, the top-level declaration (`The function
            makeClient(timeout:)`, `The variable sharedClient`, `The typealias Client`, `The macro #Preview`);
            only statements of a `main.swift` read `Top-level code`. A use of the composition root says so:
            nothing may depend on App, and what the code needs is passed in from there. The composition root is
            the top layer when no layer may use it and it holds the app's entry point (a SwiftUI `App`, an
            application or scene delegate), as the App layer `kumiki adopt` writes does; a top layer of
            screens is not one.

            A type name is resolved as Swift looks it up, as far as syntax tells: `A.B` is `B` nested in
            `A` (or the type `B` of the module `A`); a name inside a type or an extension (`extension A.B`
            too) is first that type's nested type, then the enclosing types', then a top-level type; generic
            parameters, associated types, typealiases and local types hide other types of their name, and so
            do the member types a type inherits: the associated types and typealiases of the protocols it
            conforms to (`Content` and `Body` in a `ViewModifier`, `Configuration` in a `ButtonStyle`, the
            associated types of the project's own protocols, through an extension in another file too) and
            the nested types of its superclasses. A `private` or `fileprivate` type is seen in its own file
            alone, an `internal` one in its own module alone (test code sees its modules' internals, as
            `@testable import` gives them): another file's private `Timer` is not what `Timer` means, and
            neither is another module's internal one. Of top-level types of one name, only those of the
            file's own module, of the modules its target depends on (and what they re-export) and of the
            modules it imports are candidates, its own module's first. So `DBModel.CountryDetails` in a
            repository is not the view `CountryDetails`. A
            name that could mean types of different layers, or that names a type of the project no
            declaration of which is visible there (a member through a typealias, a type a macro generates),
            is not reported: `kumiki layers` counts and lists those references, and `kumiki check` notes
            their number.

            Code is judged as the layer of its file. In a file with no layer, code inside a type or an
            extension takes the layer of the outermost type it belongs to, as a reference to that type would
            resolve: within one module, an extension of a Domain type is Domain code. An extension compiled
            into another module than the type it extends is that module's code, not the type's: a feature
            module's `extension Models.Visibility.Kind` that uses the design system's `Theme` is the
            feature's use, since the `Models` module never depends on the design system, and with the
            feature's file in no layer it is not reported. Test code in no layer takes no layer from its
            types' names.

            Bad — a ViewModel naming a View:
            ```swift
            final class ProductListViewModel {
                func didTap() -> ProductDetailViewController { ProductDetailViewController() }
            }
            ```
            Good — the ViewModel emits where to go; the View builds the screen:
            ```swift
            final class ProductListViewModel {
                @Published private(set) var transitionItem: TransitionItem?   // .productDetail(id)
            }
            ```
            """#
        case .forbiddenImport:
            return #"""
            Default: **error**. UIKit, SwiftUI and AppKit only in the View layer; the Domain layer (clean,
            modules) imports no UI, networking or persistence framework.

            Bad: `import UIKit` in `ViewModel/CartViewModel.swift`. Good: `import Combine` and
            `import Foundation` only, with colours and images produced in the View layer.
            """#
        case .noProjectSuperclass:
            return #"""
            Default: **error**. No class inherits from a class defined in the project (Sync: no
            `BaseViewController`). Framework superclasses and protocol conformances are fine, and so is a
            name the file could mean another way (a class conforming to Combine's `Subscription` in a file
            that also imports a module declaring a `Subscription` class). The finding says what the base
            carries: collaborators (stored protocols and services), state (other stored `var`s), and the
            methods the subclass overrides. A view or cell base that carries only its look (outlets, colours,
            layout) is one finding at the base class, naming its subclasses, not one per subclass. Test code
            (what only test targets compile, else `Tests` folders and `…Tests.swift` files) is left alone,
            because XCTest suites commonly share a base `XCTestCase` subclass; turn it back on with
            `no-project-superclass: {include_tests: true}` under `rules`. The bases listed under
            `allowed_superclasses` (`no-project-superclass: {allowed_superclasses: [Remote]}`) are families the
            app builds on on purpose: neither they nor their subclasses are reported, and a new base still is.

            Bad:
            ```swift
            class BaseViewController: UIViewController { func showError(_ e: Error) { … } }
            final class CartViewController: BaseViewController {}
            ```
            Good:
            ```swift
            protocol ErrorPresenting { func showError(_ e: Error) }
            final class CartViewController: UIViewController, ErrorPresenting {}
            ```
            """#
        case .noSingletonAccess:
            return #"""
            Default: **warning**. ViewModels and UseCases do not read a static stored instance: `X.shared`,
            `X.default`, `X.standard`, `X.current`, `X.sharedInstance`, `X.instance`, or any static property
            the project declares of its own type (`static let main = Store()`); they receive the dependency
            through their initializer (a `Has*` protocol). Calling a static method is not reaching a singleton:
            `AVCaptureDevice.default(for: .video)` makes a value; nor is a singleton written as an initializer
            parameter's default value (`settings: AppSettings = Provider.shared.appSettings`), which is injected.

            Bad: `URLSession.shared.dataTask(…)` inside `SearchViewModel`. Good:
            `init(dependency: HasAPIClient = AppDependency())`, and the View layer composes the singleton.
            """#
        case .viewModelDependsOnProtocols:
            return #"""
            Default: **warning**. A ViewModel's stored properties and initializer parameters name
            Repository, UseCase, Gateway, Requester or APIClient *protocols*, not concrete classes, so
            tests can inject doubles. A concrete default argument value is fine.

            Bad: `private let repository: CartRepository`. Good:
            `init(repository: any CartRepositoryProtocol = CartRepository())`.
            """#
        case .publishedPrivateSet:
            return #"""
            Default: **warning**. `@Published` outputs are `private(set)`. A property a view of the project
            binds two-way is an input, not reported: `$viewModel.email` (through `@ObservedObject`,
            `@StateObject`, `@EnvironmentObject` or `@Bindable`), `Bindable(model).email`, or a
            `Binding(get:set:)` whose setter assigns it. One bound from elsewhere carries `// kumiki:bound-input`.

            Bad: `@Published var isLoading = false`. Good: `@Published private(set) var isLoading = false`,
            or `@Published var email = "" // kumiki:bound-input`.
            """#
        case .observablePrivateSet:
            return #"""
            Default: **warning**. The same rule for ViewModels in the `@Observable` style: Observation
            tracks every stored `var` of an `@Observable` class, so each is an output, and outputs are
            `private(set)`. One a view of the project binds two-way (`TextField(text: $viewModel.email)`
            through `@Bindable`, `Bindable(model).email`, a `Binding` whose setter assigns it) is an input and
            not reported; one bound from elsewhere carries `// kumiki:bound-input`; a stored property that is no output (a cache, a
            task handle) is `private` or `@ObservationIgnored`. Computed properties are not reported. A
            ViewModel is an `@Observable` class named `…ViewModel`, or any `@Observable` class in a layer
            named ViewModel, Presentation or Feature: a shared model elsewhere may be set from outside.

            Bad:
            ```swift
            @Observable final class SignUpViewModel {
                var isLoading = false
            }
            ```
            Good:
            ```swift
            @Observable final class SignUpViewModel {
                private(set) var isLoading = false
                var email = "" // kumiki:bound-input
                @ObservationIgnored private var task: Task<Void, Never>?
            }
            ```
            """#
        case .dependencyCycle:
            return #"""
            Default: **error**. Layers (and layer modules) form no dependency cycle. The report prints the
            cycle as it is in the code, each step a dependency with the first use that makes it, the last
            step back to the first layer: `Network → Repository → Network (Network → Repository at
            Sources/Network/Client.swift:12; Repository → Network at Sources/Repository/Cache.swift:4)`. When
            more layers reach each other than one simple cycle passes through, the walk goes through every one
            of them and may pass a layer twice. In JSON each step is under `steps` (`from`, `to`, `location`);
            the finding sits at the first step's use, and its symbol is the layers' names, sorted. A use of
            the composition root (the top layer no layer may use, holding the app's entry point, as `kumiki
            adopt` writes App) closes no cycle: it is a `layer-dependency` finding of its own, fixed by passing
            the dependency in.
            """#
        case .undeclaredDependency:
            return #"""
            Default: **error**. When Kumiki reads the project (an Xcode project or workspace, or a Swift
            package: see Tools/CheckingAnXcodeProject.md), every module a file imports that is a target or
            product of the projects and packages read must be declared by the file's own target (by every
            target that compiles the file). A module that links today only through another target's
            dependency breaks the day that other edge goes. A module re-exported (`@_exported import`) by a
            declared dependency counts as declared. Modules of remote packages are known once the package
            is resolved (`.build/workspace-state.json`); system modules are never reported. The finding is
            at the `import` and says how the module is reached today and what to declare: the first declared
            dependency (a target, a product or a package's product, in the order declared) from which a
            target of the module can be reached, trying the dependencies whose modules are imported
            (libraries, frameworks, products) before those that are only embedded (an app extension), with
            the chain of targets (`through Timeline (Timeline → DesignSystem)`); `--format json` gives the
            chain as a list, importer first, under `chain`.

            Bad — `ShowcaseServer` declares only Hummingbird, which brings swift-nio along:
            ```swift
            import NIOCore   // the target ShowcaseServer does not declare NIOCore
            ```
            Good — the manifest says so:
            ```swift
            .target(name: "ShowcaseServer", dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ])
            ```
            """#
        case .unusedDependency:
            return #"""
            Default: **warning**. A target declares a dependency on a library target or product of the
            projects read that none of its files imports (directly, or through a module the dependency
            re-exports). Reported at the declaration in `Package.swift` or `project.pbxproj`, and only for
            targets all of whose files are checked. Dependencies on apps, extensions, executables, plugins
            and macros (built, embedded or hosted rather than imported), on static libraries that compile no
            Swift file (Objective-C or C code, linked rather than imported) and the dependencies of UI-test
            targets are never reported. An `import` names the target built for the importing target's
            platform (`SUPPORTED_PLATFORMS`, else `SDKROOT`), not every target sharing its product name.
            Nor is a dependency the target may use without importing it, which removing could break: a
            product whose modules are unknown (its package is not resolved) while the target imports a
            module nobody read; a target with a `main.swift` (run, not imported); a module that extends types
            of other modules (its members and conformances are used without naming it); or a module another
            module the target imports depends on (its types reach the target's code through that module's
            API). A dependency kept only to be linked says so in the manifest:
            `// kumiki:disable:next unused-dependency` above it.

            Bad: `.target(name: "Feed", dependencies: ["Networking"])` where no file of Feed imports
            Networking. Good: remove it, or import it where it is used.
            """#
        case .featureIsolation:
            return #"""
            Default: **error**. In a layer with `isolated: true` (the `modules` preset's `Feature` layer:
            targets named `*Feature`), no module imports another module of the same layer, unless that one
            is an interface module (named `*Interface`, or listed under the layer's `interfaces:`). This is
            what lets teams work on features in parallel (NewsPicks, after Cookpad): a feature that
            needs another's screen asks for it through an interface (a route, or a builder protocol), and
            the App layer alone knows every feature and wires the implementations. An interface importing
            a feature is a finding too. Reported at the `import`, naming both modules.

            Bad — the search screen builds the feed's ViewModel itself:
            ```swift
            import FeedFeature            // in SearchFeature
            ```
            Good — both depend on the interface; the App registers who answers:
            ```swift
            import FeedFeatureInterface   // in SearchFeature: `router.open(FeedRoute.article(id))`
            ```

            ```yaml
            layers:
              Feature:
                isolated: true
                interfaces: ["*Interface", "AppRouting"]
            ```
            """#
        case .forceUnwrap:
            return #"""
            Default: **off** (opt in with `force-unwrap: error`). No `!` force unwrap and no `try!` outside
            test folders and `…Tests.swift` files.

            Bad: `let url = URL(string: text)!`. Good: `guard let url = URL(string: text) else { return … }`.
            """#
        case .parseError:
            return #"""
            Default: **error**. A file that does not parse is reported with its first problem (a token
            the parser had to skip or expected, or one the lexer could not read) and its location; the
            rest of the run continues, so one bad file never hides another file's findings.

            Two kinds of file are reported without being parsed, because swift-syntax's parser would
            overflow the stack or take exponential time on them:

            - nesting deeper than **256** levels of brackets, parentheses, braces and generic arguments
              (`parse-error: nesting deeper than 256 …`), and
            - square brackets nested deeper than **16** (`[[[[…]]]]`: 20 levels take 14 s to parse in a
              debug build, 24 take three minutes).

            Comments and the text of string literals do not count towards either limit; an
            interpolation (`\(…)`) is code and counts. A comment or a single-line string ends at a
            line break, `\r` as well as `\n`, as Swift's own lexer ends them. No real code comes near
            the limits; the Swift compiler rejects such expressions first.

            The message is built from the syntax tree alone, never through swift-syntax's
            `ParseDiagnosticsGenerator`, which traps on some inputs (a control byte before `=`) while
            building Fix-Its. `kumiki` exits 0, 1 or 2 on any input and never crashes; `kumiki-fuzz`
            (below) keeps it so.

            ### The fuzzer

            `kumiki-fuzz` damages copies of real Swift files (truncation, junk tokens, deleted and
            duplicated spans, shuffled lines, flipped bits, deep nesting, huge literals, mixed line
            endings, NUL bytes, control bytes before operators, unbalanced closers), deterministically
            from a seed, and runs the real `kumiki check` on them in batches. Any exit other than 0, 1
            or 2, or a run past its deadline, fails; the failing input is isolated, minimised and
            written out with the command that reproduces it. CI runs 10,000 inputs:

            ```sh
            swift run --package-path Tools kumiki-fuzz --kumiki Tools/.build/debug/kumiki \
                --corpus Tools/Tests/KumikiCheckTests/Fixtures --corpus Sources --count 10000 --seed 1
            ```
            """#
        case .projectError:
            return #"""
            Default: **warning**. A project file, workspace, XcodeGen spec or `Package.swift` that Kumiki
            found but cannot read or evaluate: a `project.pbxproj` that holds no property list (an empty
            placeholder), a manifest that does not compile or calls `fatalError`, a workspace that is not
            XML. The finding is at the file (and, where there is one, the line swift or the parser names),
            with the underlying reason in swift's own words. The check goes on: the files that project
            would have placed in targets are placed by their paths and checked, and the other projects are
            read as usual, so one unreadable project never stops a run or hides the rest. An empty
            `*.xcodeproj` or `*.xcworkspace` folder (as some libraries ship in their examples) is skipped
            with a note instead. A project that `.kumiki.yml` names under `project:` must read: that is an
            error of the configuration, and the run stops with status 2.

            Make it an error (`project-error: error`) to fail CI when a project stops reading, or accept a
            known one in the baseline.
            """#
        case .staleBaseline:
            return #"""
            Default: **warning**. A baseline entry that matched fewer violations than it accepts is
            reported, so the baseline only ever shrinks. Regenerate it with `--write-baseline`.
            """#
        }
    }

    /// The whole of Tools/Rules.md: the preamble, then every rule's section under its id.
    public static var documentationFile: String {
        ([documentationPreamble] + allCases.map { "## \($0.rawValue)\n\($0.documentation)" }).joined(separator: "\n\n") + "\n"
    }
}
