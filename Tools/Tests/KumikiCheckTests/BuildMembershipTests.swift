import Foundation
import KumikiProjects
import Testing
import ToolsTestSupport
@testable import KumikiCheck

/// Each file is judged by what really builds it: a package inside an app's synchronized folder is
/// built from its own manifest, a Podfile says what each target links, an app's test bundle sees
/// what the app links, and code a dependency manager installed or tooling brought is nobody's.
@Suite("What builds each file")
struct BuildMembershipTests {
    @Test("a synchronized folder does not compile the packages inside it: each is read from its manifest, linked as a product")
    func synchronizedFolderHoldingPackages() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], products: [("Kit", "Shop/Packages/Kit")]),
        ])
        let root = try temporaryProject([
            "Shop.xcodeproj/project.pbxproj": project.text,
            "Shop/ShopApp.swift": "import Kit\n\nstruct ShopApp {\n    let kit = Kit()\n}\n",
            "Shop/Packages/Kit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Kit",
                    products: [.library(name: "Kit", targets: ["Kit"])],
                    targets: [
                        .target(name: "Kit", dependencies: ["KitCore"]),
                        .target(name: "KitCore"),
                    ]
                )
                """,
            "Shop/Packages/Kit/Sources/Kit/Kit.swift": "import KitCore\n\npublic struct Kit {\n    public init() {}\n}\n",
            "Shop/Packages/Kit/Sources/KitCore/Core.swift": "public struct Core {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CheckRunner(configuration: Configuration(), cacheDirectory: nil, baseDirectory: root).run(paths: ["."])
        #expect(result.diagnostics.filter { $0.ruleID.hasSuffix("-dependency") }.summary == [])
        #expect(result.model.targetNames(ofFile: "Shop/Packages/Kit/Sources/Kit/Kit.swift") == ["Kit"])
        #expect(result.model.targetNames(ofFile: "Shop/Packages/Kit/Sources/KitCore/Core.swift") == ["KitCore"])
        #expect(result.model.targetNames(ofFile: "Shop/ShopApp.swift") == ["Shop"])
    }

    @Test("a test bundle the app hosts imports what the app links; one that runs on its own must declare it")
    func hostedTestBundles() throws {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"], products: [("Logging", "Packages/Log")]),
            .init(name: "ShopTests", productType: "bundle.unit-test", folders: ["ShopTests"], dependencies: ["Shop"],
                  buildSettings: ["TEST_HOST": "$(BUILT_PRODUCTS_DIR)/Shop.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Shop",
                                  "BUNDLE_LOADER": "$(TEST_HOST)"]),
            .init(name: "LogicTests", productType: "bundle.unit-test", folders: ["LogicTests"]),
        ])
        let root = try temporaryProject([
            "Shop.xcodeproj/project.pbxproj": project.text,
            "Shop/ShopApp.swift": "import Logging\n\nstruct ShopApp {}\n",
            "ShopTests/ShopTests.swift": "import Logging\nimport XCTest\n@testable import Shop\n\nfinal class ShopTests: XCTestCase {}\n",
            "LogicTests/LogicTests.swift": "import Logging\nimport XCTest\n\nfinal class LogicTests: XCTestCase {}\n",
            "Packages/Log/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Log",
                    products: [.library(name: "Logging", targets: ["Logging"])],
                    targets: [.target(name: "Logging")]
                )
                """,
            "Packages/Log/Sources/Logging/Logger.swift": "public struct Logger {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CheckRunner(configuration: Configuration(), cacheDirectory: nil, baseDirectory: root).run(paths: ["."])
        #expect(result.diagnostics.filter { $0.ruleID == "undeclared-dependency" }.summary == ["undeclared-dependency@LogicTests/LogicTests.swift:1"])
    }

    @Test("a Podfile gives each target its pods, local ones with their sources; a transitive pod is a finding with its chain",
          arguments: [false, true])
    func cocoaPods(podsInstalled: Bool) throws {
        let root = try temporaryProject(CocoaPodsFixture.files(podsInstalled: podsInstalled))
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CheckRunner(configuration: Configuration(), cacheDirectory: nil, baseDirectory: root).run(paths: ["."])
        let dependencyFindings = result.diagnostics.filter { $0.ruleID.hasSuffix("-dependency") }
        #expect(dependencyFindings.summary == ["undeclared-dependency@Shop/ShopApp.swift:6"])
        let transitive = try #require(dependencyFindings.first)
        #expect(transitive.chain == ["Shop", "Pods-Shop", "ShopKit", "SwiftyJSON"])
        #expect(transitive.message.contains("add `pod 'SwiftyJSON'` to target 'Shop' in Podfile"))
        // The local pod is built from its podspec; what `pod install` wrote, fastlane and the pod's example app are nobody's.
        #expect(result.model.targetNames(ofFile: "LocalPods/ShopKit/ShopKit/Sources/Client.swift") == ["ShopKit"])
        let checked = Set(result.model.files.map(\.path))
        #expect(!checked.contains { $0.hasPrefix("Pods/") || $0.hasPrefix("fastlane/") || $0.contains("/Example/") })
        #expect(result.model.projects.vendored
            == (podsInstalled ? ["LocalPods/ShopKit/Example", "Pods", "fastlane"] : ["LocalPods/ShopKit/Example", "fastlane"]))
        #expect(!result.model.unbuiltFiles.contains { $0.hasPrefix("Pods/") || $0.contains("Example") })
    }

    @Test("a Podfile read as CocoaPods does: abstract targets, helpers, inherit!, subspecs, local paths, post_install skipped")
    func podfile() throws {
        let podfile = try PodfileReader.read(CocoaPodsFixture.podfile, file: "Podfile")
        #expect(podfile.targets.map(\.name) == ["Common", "Shop", "ShopTests"])
        let shop = try #require(podfile.targets.firstIndex { $0.name == "Shop" })
        #expect(podfile.importablePods(of: shop).map(\.name) == ["Alamofire", "Kingfisher/Core", "ShopKit", "SnapKit"])
        #expect(podfile.targets[shop].pods.first { $0.name == "ShopKit" }?.path == "LocalPods/ShopKit")
        let tests = try #require(podfile.targets.firstIndex { $0.name == "ShopTests" })
        #expect(podfile.targets[tests].inheritance == .searchPaths)
        #expect(podfile.importablePods(of: tests).map(\.name) == ["Quick", "Alamofire", "Kingfisher/Core", "ShopKit", "SnapKit"])
        #expect(throws: ProjectReadError.self) { try PodfileReader.read("target 'Shop' do\n  pod 'A'\n", file: "Podfile") }
        // The cocoapods-keys plugin generates the `Keys` pod and adds it to every target.
        let keys = try PodfileReader.read(
            "plugin 'cocoapods-keys', {\n  :project => 'Shop',\n  :keys => ['ApiKey']\n}\n\ntarget 'Shop' do\n  pod 'Moya'\nend\n", file: "Podfile")
        #expect(keys.importablePods(of: 0).map(\.name) == ["Moya", "Keys"])
    }
}

/// A CocoaPods app: an app and its hosted tests under an abstract target, a helper method, a local
/// pod with an example app of its own, fastlane's runner project, and, when installed, `Pods/`
/// with the Pods project a workspace lists.
enum CocoaPodsFixture {
    static let podfile = """
        platform :ios, '15.0'
        use_frameworks!

        # Shared by the app's targets.
        def networking
          pod 'Alamofire', '~> 5.8'
        end

        abstract_target 'Common' do
          pod 'SnapKit'

          target 'Shop' do
            networking
            pod 'Kingfisher/Core'
            pod 'ShopKit', :path => 'LocalPods/ShopKit'

            target 'ShopTests' do
              inherit! :search_paths
              pod 'Quick'
            end
          end
        end

        post_install do |installer|
          installer.pods_project.targets.each do |target|
            target.build_configurations.each do |config|
              config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '15.0'
            end
          end
        end
        """

    static func files(podsInstalled: Bool) -> [String: String] {
        let project = SynchronizedXcodeProject(targets: [
            .init(name: "Shop", productType: "application", folders: ["Shop"]),
            .init(name: "ShopTests", productType: "bundle.unit-test", folders: ["ShopTests"], dependencies: ["Shop"],
                  buildSettings: ["TEST_HOST": "$(BUILT_PRODUCTS_DIR)/Shop.app/Shop"]),
        ])
        let example = SynchronizedXcodeProject(targets: [
            .init(name: "ShopKitExample", productType: "application", folders: ["ShopKitExample"]),
        ])
        let runner = SynchronizedXcodeProject(targets: [
            .init(name: "FastlaneRunner", productType: "tool", folders: ["."]),
        ])
        var files = [
            "Podfile": podfile,
            "Podfile.lock": """
                PODS:
                  - Alamofire (5.8.1)
                  - Kingfisher/Core (7.10.0)
                  - Quick (7.3.0)
                  - ShopKit (1.0.0):
                    - Alamofire
                    - SwiftyJSON (~> 5.0)
                  - SnapKit (5.6.0)
                  - SwiftyJSON (5.0.1)

                DEPENDENCIES:
                  - Alamofire (~> 5.8)
                  - Kingfisher/Core
                  - Quick
                  - ShopKit (from `LocalPods/ShopKit`)
                  - SnapKit

                COCOAPODS: 1.15.2
                """,
            "Shop.xcodeproj/project.pbxproj": project.text,
            "Shop/ShopApp.swift": """
                import Alamofire
                import Kingfisher
                import ShopKit
                import SnapKit
                import UIKit
                import SwiftyJSON

                struct ShopApp {}
                """,
            "ShopTests/ShopTests.swift": "import Alamofire\nimport Quick\n@testable import Shop\n\nfinal class ShopSpec: QuickSpec {}\n",
            "LocalPods/ShopKit/ShopKit.podspec": """
                Pod::Spec.new do |s|
                  s.name         = 'ShopKit'
                  s.version      = '1.0.0'
                  s.source_files = 'ShopKit/Sources/**/*.{swift,h,m}'
                  s.dependency 'Alamofire', '~> 5.8'
                  s.dependency 'SwiftyJSON'
                end
                """,
            "LocalPods/ShopKit/ShopKit/Sources/Client.swift": "import Alamofire\nimport SwiftyJSON\n\npublic struct Client {}\n",
            "LocalPods/ShopKit/Example/ShopKitExample.xcodeproj/project.pbxproj": example.text,
            "LocalPods/ShopKit/Example/ShopKitExample/ExampleApp.swift": "import ShopKit\nimport Moya\n\nstruct ExampleApp {}\n",
            "fastlane/swift/FastlaneSwiftRunner/FastlaneSwiftRunner.xcodeproj/project.pbxproj": runner.text,
            "fastlane/swift/Fastfile.swift": "import Foundation\n\nclass Fastfile: LaneFile {}\n",
        ]
        if podsInstalled {
            let pods = SynchronizedXcodeProject(targets: [
                .init(name: "Alamofire", productType: "framework", folders: ["Alamofire"]),
                .init(name: "Pods-Shop", productType: "framework", folders: ["Target Support Files/Pods-Shop"]),
            ])
            files["Shop.xcworkspace/contents.xcworkspacedata"] = """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Shop.xcodeproj"></FileRef>
                   <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
                </Workspace>
                """
            files["Pods/Pods.xcodeproj/project.pbxproj"] = pods.text
            files["Pods/Alamofire/Source/Session.swift"] = "import Foundation\nimport SwiftyJSON\n\nopen class Session {}\n"
            files["Pods/Target Support Files/Pods-Shop/Pods-Shop-dummy.swift"] = "import Foundation\n"
            files["Pods/Target Support Files/Kingfisher/Kingfisher.modulemap"] = "framework module Kingfisher {}\n"
            files["Pods/Local Podspecs/ShopKit.podspec.json"] = """
                {"name": "ShopKit", "version": "1.0.0", "source_files": "ShopKit/Sources/**/*.{swift,h,m}",
                 "dependencies": {"Alamofire": ["~> 5.8"], "SwiftyJSON": []}}
                """
        }
        return files
    }
}

/// Which folders are vendored or tooling code, from what a walk finds.
@Suite("Vendored code")
struct VendoredCodeTests {
    @Test("dependency managers' folders, tooling, submodules and a dependency's own projects are vendored; an app beside a package manifest is not")
    func folders() {
        let code = VendoredCode(
            paths: [
                "App/AppDelegate.swift", "App.xcodeproj", "Pods/Alamofire/Session.swift", "Pods/Pods.xcodeproj",
                "fastlane/swift/FastlaneRunner.xcodeproj", "fastlane/swift/Fastfile.swift", "Vendor/Lib/Lib.swift",
                "LocalPods/Kit/Kit.xcodeproj", "LocalPods/Kit/Kit/Client.swift", "Packages/UI/Example/Demo.xcodeproj",
                "Packages/UI/Sources/UI/Button.swift", "Shell/Shell.xcodeproj", "Shell/Main.swift", "Nested/Carthage/Checkouts/A/A.swift",
            ],
            packageFolders: ["Packages/UI", "Shell"], localPodFolders: ["LocalPods/Kit"], submodules: ["Vendor/Lib", "Missing"])
        #expect(code.folders == [
            "LocalPods/Kit/Kit.xcodeproj", "Nested/Carthage", "Packages/UI/Example", "Pods", "Vendor/Lib", "fastlane",
        ])
        #expect(VendoredCode.pattern(ofFolder: "Local Pods/[Kit]") == "/Local Pods/\\[Kit\\]")
        #expect(code.globs.allSatisfy { $0.isAnchored })
    }

    @Test("a workspace at the root names the app's projects: another app project in a folder of its own is left out, a library's is not")
    func projectsTheWorkspaceDoesNotList() {
        let paths = [
            "Shop.xcworkspace", "Shop.xcodeproj", "Shop/App.swift", "Legacy/Edition/Shop.xcodeproj", "Legacy/Edition/Shop/App.swift",
            "Playgrounds/Scrubber/Scrubber.xcodeproj", "Frameworks/Kit/Kit.xcodeproj", "Frameworks/Kit/Sources/Kit/Kit.swift",
            "LocalPods/Cells/Cells.xcodeproj", "Tools/Tool.xcodeproj", "Legacy/Edition/Packages/Markdown/Sources/Markdown/Block.swift",
            "Widgets/Widgets.xcodeproj", "Widgets/Charts/Charts/Chart.swift",
        ]
        let listed = VendoredCode(
            paths: paths, packageFolders: ["Frameworks/Kit", "Legacy/Edition/Packages/Markdown"],
            localPodFolders: ["LocalPods/Cells", "Widgets/Charts"], submodules: [],
            workspaceListings: [["Shop.xcodeproj", "Frameworks/Kit", "Tools/Tool.xcodeproj"]])
        // A folder holding a pod the app takes stays, whatever project sits beside it.
        #expect(listed.folders == ["Legacy/Edition", "LocalPods/Cells/Cells.xcodeproj", "Playgrounds/Scrubber"])
        // Without a workspace at the root, every project is the app's.
        let unlisted = VendoredCode(
            paths: paths, packageFolders: ["Frameworks/Kit", "Legacy/Edition/Packages/Markdown"],
            localPodFolders: ["LocalPods/Cells", "Widgets/Charts"], submodules: [])
        #expect(unlisted.folders == ["LocalPods/Cells/Cells.xcodeproj"])
    }
}
