import Foundation

// The dictionary keys and values the Keychain item functions read, with the short strings
// Apple's SDK gives them (SecItem.h). The values matter only in that they are distinct.
// `nonisolated(unsafe)`: NSString is not Sendable here, while the SDK's CFString constants
// are immutable and read from any thread; these are never written either.

/// The key for an item's class.
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// The class of generic passwords.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// The key for an item's service.
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// The key for an item's account.
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// The key for when an item is readable.
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// Readable after the first unlock until the next restart.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable only while the device is unlocked.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// The key for an item's secret bytes.
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// The key asking a search to return the secret bytes.
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// The key asking a search to return the attributes.
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// The key limiting how many items a search returns.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// Return one item.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every matching item.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
