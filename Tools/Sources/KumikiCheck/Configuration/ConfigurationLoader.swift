import Foundation

/// How every command finds and reads `.kumiki.yml`: `kumiki check`, `layers` and `graph`, the
/// plugins and `kumiki new` all load their configuration here, so they agree on what each
/// layer is by construction.
public enum ConfigurationLoader {
    /// The configuration in force and the file it came from (`nil` when none was found and
    /// the preset's defaults apply).
    ///
    /// - Parameters:
    ///   - explicitFile: a file named on the command line; it must exist.
    ///   - directory: where to start looking for `.kumiki.yml` when no file is named: that
    ///     folder, then each parent in turn.
    ///   - presetOverride: a preset that replaces the configuration's own (`--preset`).
    public static func load(
        explicitFile: URL?, searchingFrom directory: URL, presetOverride: String?
    ) throws(CheckError) -> (configuration: Configuration, file: URL?) {
        guard let file = explicitFile ?? Configuration.find(startingAt: directory) else {
            return (Configuration(preset: try Preset.named(presetOverride ?? Preset.mvvmRepository.name)), nil)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .unreadablePath(file.path, reason: "the configuration file cannot be read")
        }
        return (try Configuration.parse(String(decoding: data, as: UTF8.self), file: file.path, presetOverride: presetOverride), file)
    }

    /// The folder to start looking from for a command given `path`: the path itself when it
    /// is a folder, else the folder holding it.
    public static func searchStart(for path: String) -> URL {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        return isDirectory.boolValue ? url : url.deletingLastPathComponent()
    }
}
