import Foundation
import Stencil

/// Renders Kumiki's Stencil templates, each replaceable by a file of the same name under a
/// project's `.kumiki/templates/` folder.
public struct TemplateRenderer {
    /// The project's override folder, if it has one.
    public let overrideDirectory: URL?
    private let environment: Environment

    /// The templates shipped with the tool.
    public static var bundledDirectory: URL? {
        Bundle.module.url(forResource: "Templates", withExtension: nil)
    }

    /// Creates a renderer that prefers the templates in `overrideDirectory` (`.kumiki/templates`).
    public init(overrideDirectory: URL?) {
        self.overrideDirectory = overrideDirectory
        environment = Environment(
            loader: Loader(directories: [overrideDirectory, Self.bundledDirectory].compactMap { $0 }),
            trimBehaviour: .smart)
    }

    /// Renders the template `name` (`feature/Entity.swift.stencil`) with `context`; blank lines
    /// left by tags are collapsed, so output reads as hand-written code.
    public func render(_ name: String, context: [String: Any]) throws(ScaffoldError) -> String {
        let text: String
        do {
            text = try environment.renderTemplate(name: name, context: context)
        } catch let error as TemplateSyntaxError {
            let file = error.templateName ?? name
            let line = Int(error.token?.sourceMap.location.lineNumber ?? 0)
            throw .template(file: file, line: max(line, 1), message: error.reason)
        } catch let error as TemplateDoesNotExist {
            throw .template(file: name, line: 1, message: error.description)
        } catch {
            throw .template(file: name, line: 1, message: "\(error)")
        }
        return Self.tidy(text)
    }

    /// Removes leading blank lines and runs of blank lines, and ends the text with one newline.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let blank = line.allSatisfy(\.isWhitespace)
            if blank, lines.last.map({ $0.isEmpty }) ?? true { continue }
            lines.append(blank ? "" : line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Finds a template in the override folder first, then among the bundled ones; the file's
    /// path becomes the template's name, so errors point at the file the user can open.
    private struct Loader: Stencil.Loader {
        let directories: [URL]

        func loadTemplate(name: String, environment: Environment) throws -> Template {
            for directory in directories {
                let url = directory.appendingPathComponent(name)
                if let data = FileManager.default.contents(atPath: url.path) {
                    return environment.templateClass.init(
                        templateString: String(decoding: data, as: UTF8.self), environment: environment, name: url.path)
                }
            }
            throw TemplateDoesNotExist(templateNames: [name])
        }
    }
}
