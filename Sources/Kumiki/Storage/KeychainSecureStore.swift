#if canImport(Security)
import Foundation
import Security

/// A ``SecureStore`` in the Keychain (generic passwords of one service): the
/// default on Apple platforms.
public struct KeychainSecureStore: SecureStore {
    /// The Keychain service the items belong to.
    public let service: String
    /// When the items are readable; after first unlock by default, so background refreshes work.
    public let accessibility: String

    /// Creates a store for `service`.
    public init(service: String, accessibility: CFString = kSecAttrAccessibleAfterFirstUnlock) {
        self.service = service
        self.accessibility = accessibility as String
    }

    private func query(_ key: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
        ]
    }

    /// The stored secret.
    public func data(forKey key: String) throws(RepositoryError) -> Data? {
        var item: CFTypeRef?
        var search = query(key)
        search[kSecReturnData as String] = true
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        let status = SecItemCopyMatching(search as CFDictionary, &item)
        switch status {
        case errSecSuccess: return item as? Data
        case errSecItemNotFound: return nil
        default: throw .persistence("Keychain read failed with status \(status)")
        }
    }

    /// Stores a secret.
    public func set(_ data: Data, forKey key: String) throws(RepositoryError) {
        let attributes: [String: Any] = [
            kSecValueData as String: data,
            kSecAttrAccessible as String: accessibility,
        ]
        var status = SecItemUpdate(query(key) as CFDictionary, attributes as CFDictionary)
        if status == errSecItemNotFound {
            status = SecItemAdd(query(key).merging(attributes) { $1 } as CFDictionary, nil)
        }
        guard status == errSecSuccess else { throw .persistence("Keychain write failed with status \(status)") }
    }

    /// Removes a secret.
    public func removeValue(forKey key: String) throws(RepositoryError) {
        let status = SecItemDelete(query(key) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw .persistence("Keychain delete failed with status \(status)")
        }
    }
}
#endif
