import ProjectDescription
import ProjectDescriptionHelpers

let project = ProjectName.UI.project
