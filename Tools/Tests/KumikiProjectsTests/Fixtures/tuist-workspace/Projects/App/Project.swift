import ProjectDescription
import ProjectDescriptionHelpers

let project = ProjectName.App.project
