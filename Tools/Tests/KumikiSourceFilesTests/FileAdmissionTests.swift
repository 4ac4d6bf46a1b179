import Foundation
import Testing
@testable import KumikiSourceFiles

@Suite("FileAdmission and SourceFileReader: what any kumiki reader opens")
struct FileAdmissionTests {
    @Test("devices, /proc and FIFOs are refused without blocking; a file over the cap is refused, not truncated")
    func refusals() throws {
        let root = try temporaryFolder(["A.swift": "struct A {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(SourceFileReader.load(atPath: "/dev/zero").failure == .systemFile)
        #expect(SourceFileReader.load(atPath: "/proc/self/environ").failure == .systemFile)
        #expect(SourceFileReader.load(atPath: fifo).failure == .notRegularFile("a FIFO"))
        #expect(SourceFileReader.load(atPath: root.path).failure == .notRegularFile("a folder"))
        #expect(SourceFileReader.load(atPath: root.appendingPathComponent("A.swift").path).success?.bytes == Array("struct A {}\n".utf8))
        let large = root.appendingPathComponent("Large.swift").path
        #expect(FileManager.default.createFile(atPath: large, contents: Data(count: 4_096)))
        #expect(SourceFileReader.load(atPath: large, limit: 1_024).failure == .tooLarge)
        #expect(SourceFileReader.bytes(atPath: large, limit: 1_024) == nil)
        #expect(FileAdmission.refusal(ofPath: fifo)?.contains("a FIFO") == true)
        #expect(FileAdmission.refusal(ofPath: "/dev/stdin")?.contains("operating system") == true)
        #expect(FileAdmission.refusal(ofPath: root.path) == nil, "a folder's files are admitted one by one")
    }
}

private extension Result {
    var success: Success? { if case .success(let value) = self { value } else { nil } }
    var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}
