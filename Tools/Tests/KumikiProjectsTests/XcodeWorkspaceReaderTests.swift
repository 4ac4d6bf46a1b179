import Foundation
import KumikiProjects
import Testing

@Suite("Xcode workspaces")
struct XcodeWorkspaceReaderTests {
    @Test("lists projects and packages through groups, container and group locations, with their lines")
    func references() throws {
        let text = try String(contentsOf: fixtures.appendingPathComponent("workspace-app/Store.xcworkspace/contents.xcworkspacedata"), encoding: .utf8)
        let references = try XcodeWorkspaceReader(workspacePath: "Store.xcworkspace", root: "/r").references(in: text)
        #expect(references.map(\.path) == ["App/Store.xcodeproj", "Packages/StoreCore", "Modules/Feed/Feed.xcodeproj", "README.md"])
        #expect(references.map(\.line) == [4, 7, 13, 17])
    }

    @Test("a workspace in a folder, absolute locations, nested groups, entities, and self: which names nothing")
    func locations() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- made by hand -->
        <Workspace version = "1.0">
           <Group location = "group:Outer" name = "Outer">
              <Group location = "group:Inner &amp; More" name = "Inner">
                 <FileRef location = "group:Deep.xcodeproj"/>
              </Group>
              <FileRef location = "container:Top.xcodeproj"></FileRef>
           </Group>
           <FileRef location = "absolute:/r/Elsewhere/Lib.xcodeproj"></FileRef>
           <FileRef location = "absolute:/other/Far.xcodeproj"></FileRef>
           <FileRef location = "self:"></FileRef>
           <FileRef location = "developer:Tools/X.xcodeproj"></FileRef>
        </Workspace>
        """
        let references = try XcodeWorkspaceReader(workspacePath: "Apps/All.xcworkspace", root: "/r").references(in: text)
        #expect(references.map(\.path) == [
            "Apps/Outer/Inner & More/Deep.xcodeproj", "Apps/Top.xcodeproj", "Elsewhere/Lib.xcodeproj", "/other/Far.xcodeproj",
        ])
    }

    @Test("damaged XML names the file and line", arguments: [
        ("<Workspace>\n<FileRef location = \"group:A\">\n</Workspace>", 3, "</Workspace> does not close <FileRef> opened on line 2"),
        ("<Workspace>\n<FileRef location = \"group:A>\n", 2, "the attribute value opened here is never closed"),
        ("<Workspace>\n  <FileRef location = \"group:A\">\n", 2, "<FileRef> opened here is never closed"),
        ("<Plist></Plist>", 1, "the document is not a <Workspace>"),
        ("<Workspace><!-- open", 1, "the comment opened here never ends"),
        ("<Workspace>\n<FileRef location group:A></FileRef></Workspace>", 2, "expected '=' here"),
    ])
    func damaged(text: String, line: Int, message: String) {
        let reader = XcodeWorkspaceReader(workspacePath: "W.xcworkspace", root: "/r")
        #expect { try reader.references(in: text) } throws: { error in
            guard let error = error as? ProjectReadError else { return false }
            return error.file == "W.xcworkspace/contents.xcworkspacedata" && error.line == line && error.message.hasSuffix(message)
        }
    }

    @Test("nesting past the limit is refused")
    func deepNesting() {
        let text = "<Workspace>" + String(repeating: "<Group>", count: 10_000)
        #expect(throws: ProjectReadError.self) { try XcodeWorkspaceReader(workspacePath: "W.xcworkspace", root: "/r").references(in: text) }
    }
}
