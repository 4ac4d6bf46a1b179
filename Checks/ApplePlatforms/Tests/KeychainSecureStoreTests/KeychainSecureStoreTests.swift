import Foundation
import Kumiki
import Security
import Testing

/// `KeychainSecureStore`, compiled as on Apple platforms, against the in-memory `SecItem`
/// stand-in. Serialized: the failure switch is shared by every store.
@Suite("KeychainSecureStore against the documented SecItem semantics", .serialized)
struct KeychainSecureStoreTests {
    @Test("it keeps every SecureStore promise the file store keeps")
    func behaviour() throws {
        try SecureStoreBehaviour { service in KeychainSecureStore(service: service) }.verify()
    }

    @Test("secrets are generic passwords: the store's service, the key as account, the accessibility it was given")
    func itemAttributes() throws {
        let service = "kumiki.tests.\(UUID().uuidString)"
        let store = KeychainSecureStore(service: service, accessibility: kSecAttrAccessibleWhenUnlocked)
        try store.set(Data("token".utf8), forKey: "auth")
        try store.set(Data("rotated".utf8), forKey: "auth")
        var result: CFTypeRef?
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecMatchLimit as String: kSecMatchLimitAll,
            kSecReturnAttributes as String: true,
            kSecReturnData as String: true,
        ]
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        let items = try #require(result as? [[String: Any]])
        #expect(items.count == 1, "an update, not a second item")
        #expect(items.first?[kSecAttrAccount as String] as? String == "auth")
        #expect(items.first?[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked as String)
        #expect(items.first?[kSecValueData as String] as? Data == Data("rotated".utf8))
        #expect(store.accessibility == kSecAttrAccessibleWhenUnlocked as String)
        #expect(KeychainSecureStore(service: service).accessibility == kSecAttrAccessibleAfterFirstUnlock as String)
    }

    @Test("a Keychain that refuses (a locked device) is a typed persistence error with the status, never a crash or nil")
    func refusals() throws {
        let store = KeychainSecureStore(service: "kumiki.tests.\(UUID().uuidString)")
        try store.set(Data("kept".utf8), forKey: "auth")
        InMemoryKeychain.shared.fail(with: errSecInteractionNotAllowed)
        defer { InMemoryKeychain.shared.clearFailure() }
        expectRefusal("read") { () throws(RepositoryError) in _ = try store.data(forKey: "auth") }
        expectRefusal("write") { () throws(RepositoryError) in try store.set(Data("lost?".utf8), forKey: "auth") }
        expectRefusal("delete") { () throws(RepositoryError) in try store.removeValue(forKey: "auth") }
        InMemoryKeychain.shared.clearFailure()
        #expect(try store.data(forKey: "auth") == Data("kept".utf8), "nothing was lost while it refused")
    }

    private func expectRefusal(_ operation: String, _ attempt: () throws(RepositoryError) -> Void) {
        do {
            try attempt()
            Issue.record("the \(operation) should have failed")
        } catch {
            guard case .persistence(let message) = error else {
                Issue.record("the \(operation) failed with \(error), not a persistence error")
                return
            }
            #expect(message.reason.contains("\(errSecInteractionNotAllowed)"), "\(operation): \(message)")
        }
    }

    @Test("the platform defaults on Apple platforms are the Keychain and UserDefaults")
    func platformDefaults() {
        #expect(SecureStores.platformDefault(service: "kumiki-tests") is KeychainSecureStore)
        #expect(KeyValueStores.platformDefault(appName: "kumiki-tests") is UserDefaultsKeyValueStore)
    }

    @Test("the stand-in answers as Apple documents: duplicate, not found, and a query without a class")
    func standInSemantics() {
        let service = "kumiki.tests.\(UUID().uuidString)"
        let item: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "auth",
            kSecValueData as String: Data([1]),
        ]
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "auth",
        ]
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)
        #expect(SecItemDelete([kSecAttrService as String: service] as CFDictionary) == errSecParam)
        #expect(SecItemUpdate(query as CFDictionary, [kSecClass as String: kSecClassGenericPassword] as CFDictionary) == errSecParam)
        #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(query as CFDictionary) == errSecItemNotFound)
        #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data([2])] as CFDictionary) == errSecItemNotFound)
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecItemNotFound)
        #expect(InMemoryKeychain.shared.count(service: service) == 0)
    }
}
