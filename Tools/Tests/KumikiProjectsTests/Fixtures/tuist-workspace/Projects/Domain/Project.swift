import ProjectDescription
import ProjectDescriptionHelpers

let project = ProjectName.Domain.project
