import Foundation
import KumikiCheck
import SwiftParser

/// The baseline `kumiki check` is measured against: list the Swift files under a folder, read
/// them and parse them on every core, as a process of its own so that it pays the same start-up
/// and exit as a run of `kumiki`. It parses the bytes as read, with no `String` made, because
/// that is the cheapest parse swift-syntax offers.
enum ParseOnlyPass {
    static func run(folder: String) {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let paths = DirectoryWalker.files(under: base, withSuffix: ".swift")
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let bytes = SourceFileReader.bytes(atPath: base + paths[index]) else { return }
            bytes.withUnsafeBufferPointer { buffer in
                _ = Parser.parse(source: buffer)
            }
        }
    }
}
