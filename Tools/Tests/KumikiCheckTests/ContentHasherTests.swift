import Foundation
import Testing
@testable import KumikiCheck

@Suite("ContentHasher")
struct ContentHasherTests {
    private func hash(_ parts: String...) -> String {
        var hasher = ContentHasher()
        for part in parts { hasher.combine(part) }
        return hasher.hex
    }

    @Test("equal contents hash alike; any changed byte, length or split changes the hash")
    func distinguishes() {
        let source = String(repeating: "struct Item { let id: Int }\n", count: 20)
        #expect(hash(source) == hash(source))
        var changed = Array(source.utf8)
        for index in [0, 7, 8, changed.count / 2, changed.count - 1] {
            let original = changed[index]
            changed[index] ^= 0x01
            #expect(hash(String(decoding: changed, as: UTF8.self)) != hash(source), "byte \(index)")
            changed[index] = original
        }
        #expect(hash(source + " ") != hash(source))
        #expect(hash("ab", "c") != hash("a", "bc"))
        #expect(hash("") != hash("", ""))
    }
}
