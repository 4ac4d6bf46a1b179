import Foundation
import Kumiki
import Testing

/// What every ``SecureStore`` promises, written once and run against each store: the
/// owner-only file here, and `KeychainSecureStore` against the documented `SecItem`
/// semantics in `Checks/ApplePlatforms` (which compiles this file through a symbolic link).
///
/// `makeStore(service)` returns a store for `service`; two calls with the same service must
/// reach the same secrets (a new instance after a relaunch), different services none of each other's.
struct SecureStoreBehaviour {
    let makeStore: (_ service: String) throws -> any SecureStore

    /// Runs every promise, each on services of its own.
    func verify() throws {
        try missingKeyIsNil()
        try roundTripAndReplace()
        try removal()
        try keysAreIndependent()
        try servicesAreIndependent()
        try survivesANewInstance()
        try anyBytesAndKeys()
    }

    private func freshService() -> String {
        "kumiki.tests.\(UUID().uuidString)"
    }

    private func missingKeyIsNil() throws {
        let store = try makeStore(freshService())
        #expect(try store.data(forKey: "never-set") == nil)
    }

    private func roundTripAndReplace() throws {
        let store = try makeStore(freshService())
        try store.set(Data("first-token".utf8), forKey: "auth")
        #expect(try store.data(forKey: "auth") == Data("first-token".utf8))
        try store.set(Data("rotated".utf8), forKey: "auth")
        #expect(try store.data(forKey: "auth") == Data("rotated".utf8), "a second set replaces, it does not fail as a duplicate")
    }

    private func removal() throws {
        let store = try makeStore(freshService())
        try store.set(Data([1]), forKey: "auth")
        try store.removeValue(forKey: "auth")
        #expect(try store.data(forKey: "auth") == nil)
        try store.removeValue(forKey: "auth")
        try store.removeValue(forKey: "never-set")
        try store.set(Data([2]), forKey: "auth")
        #expect(try store.data(forKey: "auth") == Data([2]), "a removed key can be set again")
    }

    private func keysAreIndependent() throws {
        let store = try makeStore(freshService())
        try store.set(Data("a".utf8), forKey: "access")
        try store.set(Data("r".utf8), forKey: "refresh")
        try store.removeValue(forKey: "access")
        #expect(try store.data(forKey: "refresh") == Data("r".utf8))
        try store.set(Data("r2".utf8), forKey: "refresh")
        #expect(try store.data(forKey: "access") == nil)
    }

    private func servicesAreIndependent() throws {
        let first = try makeStore(freshService())
        let second = try makeStore(freshService())
        try first.set(Data("one".utf8), forKey: "auth")
        #expect(try second.data(forKey: "auth") == nil)
        try second.set(Data("two".utf8), forKey: "auth")
        try second.removeValue(forKey: "auth")
        #expect(try first.data(forKey: "auth") == Data("one".utf8))
    }

    private func survivesANewInstance() throws {
        let service = freshService()
        try makeStore(service).set(Data("kept".utf8), forKey: "auth")
        #expect(try makeStore(service).data(forKey: "auth") == Data("kept".utf8))
    }

    private func anyBytesAndKeys() throws {
        let store = try makeStore(freshService())
        let everyByte = Data((0...255).map { UInt8($0) })
        try store.set(everyByte, forKey: "bytes")
        #expect(try store.data(forKey: "bytes") == everyByte)
        let large = Data((0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try store.set(large, forKey: "large")
        #expect(try store.data(forKey: "large") == large)
        try store.set(Data(), forKey: "empty")
        #expect(try store.data(forKey: "empty") == Data())
        try store.set(Data("値".utf8), forKey: "鍵 / key with spaces.and.dots")
        #expect(try store.data(forKey: "鍵 / key with spaces.and.dots") == Data("値".utf8))
    }
}
