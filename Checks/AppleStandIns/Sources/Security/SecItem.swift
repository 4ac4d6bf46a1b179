import Foundation

// The four Keychain item functions, with the signatures Apple's SDK imports into Swift,
// answering from ``InMemoryKeychain/shared`` the way Apple documents them:
// https://developer.apple.com/documentation/security/keychain_services/keychain_items

/// Adds an item; `errSecDuplicateItem` if one with the same class, service and account exists.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    InMemoryKeychain.shared.add(attributes, result: result)
}

/// Finds items matching `query`; `errSecItemNotFound` if none does.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    InMemoryKeychain.shared.copyMatching(query, result: result)
}

/// Changes every item matching `query`; `errSecItemNotFound` if none does.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    InMemoryKeychain.shared.update(query, with: attributesToUpdate)
}

/// Deletes every item matching `query`; `errSecItemNotFound` if none does.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    InMemoryKeychain.shared.delete(query)
}
