import ProjectDescription
import ProjectDescriptionHelpers

let workspace = Workspace(
    name: "Reader",
    projects: ProjectName.allCases.map(\.projectPath)
)
