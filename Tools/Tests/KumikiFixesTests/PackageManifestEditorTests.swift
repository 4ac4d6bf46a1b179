import KumikiFixes
import KumikiProjects
import Testing

@Suite struct PackageManifestEditorTests {
    private let net = DeclaredDependency(kind: .target, name: "Net")

    @Test func addsToAListOfOneElementPerLineAtItsIndentationKeepingItsComments() {
        var editor = PackageManifestEditor(source: """
            .target(
                name: "App",
                dependencies: [
                    "Core", // the core
                    "Util",
                ]
            ),
            """)
        #expect(editor.add(net, toTarget: "App") == .edited)
        #expect(editor.source == """
            .target(
                name: "App",
                dependencies: [
                    "Core", // the core
                    "Util",
                    "Net",
                ]
            ),
            """)
    }

    @Test func addsWithoutATrailingCommaWhereTheListHasNone() {
        var editor = PackageManifestEditor(source: """
            .target(name: "App", dependencies: [
                "Core",
                "Util"
            ])
            """)
        #expect(editor.add(net, toTarget: "App") == .edited)
        #expect(editor.source == """
            .target(name: "App", dependencies: [
                "Core",
                "Util",
                "Net"
            ])
            """)
    }

    @Test func addsToAOneLineListOnItsLine() {
        var editor = PackageManifestEditor(source: #".target(name: "App", dependencies: ["Core"]),"#)
        #expect(editor.add(net, toTarget: "App") == .edited)
        #expect(editor.source == #".target(name: "App", dependencies: ["Core", "Net"]),"#)
        var empty = PackageManifestEditor(source: #".testTarget(name: "AppTests", dependencies: []),"#)
        #expect(empty.add(net, toTarget: "AppTests") == .edited)
        #expect(empty.source == #".testTarget(name: "AppTests", dependencies: ["Net"]),"#)
    }

    @Test func spellsATargetAsTheListDoes() {
        var editor = PackageManifestEditor(source: #".target(name: "App", dependencies: [.target(name: "Core")]),"#)
        #expect(editor.add(net, toTarget: "App") == .edited)
        #expect(editor.source == #".target(name: "App", dependencies: [.target(name: "Core"), .target(name: "Net")]),"#)
    }

    @Test func addsTheDependenciesArgumentAfterTheName() {
        var oneLine = PackageManifestEditor(source: #".target(name: "App", path: "Sources/App"),"#)
        #expect(oneLine.add(net, toTarget: "App") == .edited)
        #expect(oneLine.source == #".target(name: "App", dependencies: ["Net"], path: "Sources/App"),"#)
        var nameOnly = PackageManifestEditor(source: #".target(name: "App"),"#)
        #expect(nameOnly.add(net, toTarget: "App") == .edited)
        #expect(nameOnly.source == #".target(name: "App", dependencies: ["Net"]),"#)
        var lines = PackageManifestEditor(source: """
            .executableTarget(
                name: "App",
                path: "Sources/App"
            ),
            """)
        #expect(lines.add(net, toTarget: "App") == .edited)
        #expect(lines.source == """
            .executableTarget(
                name: "App",
                dependencies: ["Net"],
                path: "Sources/App"
            ),
            """)
    }

    @Test func findsTheTargetsDeclarationNotADependencyOnIt() {
        var editor = PackageManifestEditor(source: """
            let shared: [Target.Dependency] = [.target(name: "App")]
            let targets: [Target] = [
                .target(name: "Tests", dependencies: [.target(name: "App")]),
                .target(name: "App", dependencies: []),
            ]
            """)
        #expect(editor.add(net, toTarget: "App") == .edited)
        #expect(editor.source.contains(#".target(name: "App", dependencies: ["Net"]),"#))
    }

    @Test func namesTheLinesOfTheHelperThatMakesATarget() {
        var editor = PackageManifestEditor(source: """
            func dependency(_ name: String) -> Target.Dependency { .target(name: name) }
            let features = ["Search", "Feed"].map { name in
                Target.target(name: name, dependencies: ["Core"])
            }
            """)
        #expect(editor.add(net, toTarget: "Search")
            == .manual("a helper makes the target Search: change the target call with a computed name at line 3 of the manifest"))
    }

    @Test func writesTheManifestsOwnStaticMemberWhereTheListUsesThem() {
        let members = """

            extension Target.Dependency {
                static let net: Target.Dependency = "Net"
                static let tca: Target.Dependency = .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
            }
            """
        var editor = PackageManifestEditor(source: #".target(name: "App", dependencies: [.tca]),"# + members)
        #expect(editor.add(net, toTarget: "App") == .edited)
        #expect(editor.source == #".target(name: "App", dependencies: [.tca, .net]),"# + members)
        #expect(editor.add(net, toTarget: "App") == .unchanged)
        let tca = DeclaredDependency(kind: .product, name: "ComposableArchitecture", package: "swift-composable-architecture")
        #expect(editor.remove(tca, fromTarget: "App") == .edited)
        #expect(editor.source == #".target(name: "App", dependencies: [.net]),"# + members)
        var bare = PackageManifestEditor(source: #".target(name: "App", dependencies: ["Core"]),"# + members)
        #expect(bare.add(net, toTarget: "App") == .edited)
        #expect(bare.source == #".target(name: "App", dependencies: ["Core", "Net"]),"# + members)
    }

    @Test func addsAProductOfAnotherPackage() {
        var editor = PackageManifestEditor(source: #".target(name: "App", dependencies: ["Core"]),"#)
        let product = DeclaredDependency(kind: .product, name: "Logging", package: "swift-log")
        #expect(editor.add(product, toTarget: "App") == .edited)
        #expect(editor.source == #".target(name: "App", dependencies: ["Core", .product(name: "Logging", package: "swift-log")]),"#)
        #expect(editor.add(product, toTarget: "App") == .unchanged)
    }

    @Test func removesAnElementWithItsLineOrItsSeparator() {
        var lines = PackageManifestEditor(source: """
            .target(
                name: "App",
                dependencies: [
                    "Core",
                    "Net", // not used
                    "Util",
                ]
            ),
            """)
        #expect(lines.remove(net, fromTarget: "App") == .edited)
        #expect(lines.source == """
            .target(
                name: "App",
                dependencies: [
                    "Core",
                    "Util",
                ]
            ),
            """)
        var first = PackageManifestEditor(source: #".target(name: "App", dependencies: ["Net", "Core"]),"#)
        #expect(first.remove(net, fromTarget: "App") == .edited)
        #expect(first.source == #".target(name: "App", dependencies: ["Core"]),"#)
        var last = PackageManifestEditor(source: #".target(name: "App", dependencies: ["Core", .target(name: "Net")]),"#)
        #expect(last.remove(net, fromTarget: "App") == .edited)
        #expect(last.source == #".target(name: "App", dependencies: ["Core"]),"#)
        var only = PackageManifestEditor(source: #".target(name: "App", dependencies: ["Net"]),"#)
        #expect(only.remove(net, fromTarget: "App") == .edited)
        #expect(only.source == #".target(name: "App", dependencies: []),"#)
    }

    @Test func removesAProductOnlyOfTheNamedPackage() {
        let source = #".target(name: "App", dependencies: [.product(name: "Log", package: "a"), .product(name: "Log", package: "b")]),"#
        var editor = PackageManifestEditor(source: source)
        #expect(editor.remove(DeclaredDependency(kind: .product, name: "Log", package: "b"), fromTarget: "App") == .edited)
        #expect(editor.source == #".target(name: "App", dependencies: [.product(name: "Log", package: "a")]),"#)
    }

    @Test func leavesListsAHelperBuildsToTheUser() {
        var computed = PackageManifestEditor(source: #".target(name: "App", dependencies: shared + ["Core"]),"#)
        guard case .manual = computed.add(net, toTarget: "App") else {
            Issue.record("a computed list was edited")
            return
        }
        var helper = PackageManifestEditor(source: #"feature("App", uses: ["Core"]),"#)
        guard case .manual = helper.add(net, toTarget: "App") else {
            Issue.record("a target no literal call declares was edited")
            return
        }
        var shared = PackageManifestEditor(source: #".target(name: "App", dependencies: ["Core"]),"#)
        guard case .manual = shared.remove(net, fromTarget: "App") else {
            Issue.record("a dependency not in the list was removed")
            return
        }
        #expect(computed.source == #".target(name: "App", dependencies: shared + ["Core"]),"#)
    }

    @Test func addsALocalPackageToThePackagesDependencies() {
        var editor = PackageManifestEditor(source: """
            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://example.com/a.git", from: "1.0.0"),
                ],
                targets: []
            )
            """)
        #expect(editor.addPackage(path: "../Core") == .edited)
        #expect(editor.source == """
            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://example.com/a.git", from: "1.0.0"),
                    .package(path: "../Core"),
                ],
                targets: []
            )
            """)
        #expect(editor.addPackage(path: "../Core") == .unchanged)
        var without = PackageManifestEditor(source: """
            let package = Package(
                name: "App",
                targets: []
            )
            """)
        #expect(without.addPackage(path: "Packages/Core") == .edited)
        #expect(without.source == """
            let package = Package(
                name: "App",
                dependencies: [.package(path: "Packages/Core")],
                targets: []
            )
            """)
    }
}
