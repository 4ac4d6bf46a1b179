import ProjectDescription
import ProjectDescriptionHelpers

let project = ProjectName.Data.project
