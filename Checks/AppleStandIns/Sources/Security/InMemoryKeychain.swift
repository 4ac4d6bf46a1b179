import Foundation

/// The items behind the stand-in `SecItem…` functions: a dictionary that follows the
/// documented semantics, so `KeychainSecureStore` can be tested on Linux.
///
/// What it follows: an item is identified by class, service and account (a generic
/// password's primary key); a query matches the items whose attributes equal every
/// attribute the query names (an attribute it does not name matches anything); search
/// keys (`kSecReturn…`, `kSecMatch…`) are not attributes; a query without `kSecClass`,
/// or an update that changes the class, is `errSecParam`. What it cannot show: access
/// control, accessibility while locked, iCloud synchronisation and access groups.
public final class InMemoryKeychain: @unchecked Sendable {
    /// The Keychain the `SecItem…` functions use.
    public static let shared = InMemoryKeychain()

    private struct Item {
        var attributes: [String: AnyHashable]
        var data: Data?
    }

    private let lock = NSLock()
    private var items: [Item] = []
    private var failure: OSStatus?

    /// Makes every call fail with `status` until ``clearFailure()``, as a locked device
    /// (`errSecInteractionNotAllowed`) would.
    public func fail(with status: OSStatus) {
        lock.withLock { failure = status }
    }

    /// Lets calls succeed again.
    public func clearFailure() {
        lock.withLock { failure = nil }
    }

    /// How many items are stored for `service`.
    public func count(service: String) -> Int {
        lock.withLock { items.filter { $0.attributes[kSecAttrService as String] == AnyHashable(service) }.count }
    }

    func add(_ attributes: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        lock.withLock {
            if let failure { return failure }
            guard let parsed = Self.parse(attributes), parsed.attributes[kSecClass as String] != nil else { return errSecParam }
            let identity = Self.identity(of: parsed.attributes)
            guard !items.contains(where: { Self.identity(of: $0.attributes) == identity }) else { return errSecDuplicateItem }
            items.append(Item(attributes: parsed.attributes, data: parsed.data))
            result?.pointee = nil
            return errSecSuccess
        }
    }

    func copyMatching(_ query: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        lock.withLock {
            if let failure { return failure }
            guard let parsed = Self.parse(query), parsed.attributes[kSecClass as String] != nil else { return errSecParam }
            let matches = items.filter { Self.item($0, matches: parsed.attributes) }
            guard let first = matches.first else { return errSecItemNotFound }
            let returnsData = parsed.search[kSecReturnData as String] as? Bool == true
            let returnsAttributes = parsed.search[kSecReturnAttributes as String] as? Bool == true
            let limit = parsed.search[kSecMatchLimit as String] as? String ?? (kSecMatchLimitOne as String)
            func answer(_ item: Item) -> AnyObject? {
                switch (returnsData, returnsAttributes) {
                case (true, false): return item.data.map { NSData(data: $0) }
                case (_, true):
                    var dictionary: [String: Any] = item.attributes
                    if returnsData, let data = item.data { dictionary[kSecValueData as String] = data }
                    return NSDictionary(dictionary: dictionary)
                case (false, false): return nil
                }
            }
            if limit == kSecMatchLimitAll as String {
                result?.pointee = NSArray(array: matches.compactMap(answer))
            } else {
                result?.pointee = answer(first)
            }
            return errSecSuccess
        }
    }

    func update(_ query: CFDictionary, with changes: CFDictionary) -> OSStatus {
        lock.withLock {
            if let failure { return failure }
            guard let parsed = Self.parse(query), parsed.attributes[kSecClass as String] != nil,
                  let update = Self.parse(changes), update.attributes[kSecClass as String] == nil
            else { return errSecParam }
            let indices = items.indices.filter { Self.item(items[$0], matches: parsed.attributes) }
            guard !indices.isEmpty else { return errSecItemNotFound }
            for index in indices {
                items[index].attributes.merge(update.attributes) { $1 }
                if let data = update.data { items[index].data = data }
            }
            return errSecSuccess
        }
    }

    func delete(_ query: CFDictionary) -> OSStatus {
        lock.withLock {
            if let failure { return failure }
            guard let parsed = Self.parse(query), parsed.attributes[kSecClass as String] != nil else { return errSecParam }
            let before = items.count
            items.removeAll { Self.item($0, matches: parsed.attributes) }
            return items.count == before ? errSecItemNotFound : errSecSuccess
        }
    }

    /// Splits a query into attributes, search keys and the secret; `nil` if it is not a
    /// dictionary of string keys or an attribute is not a plain value.
    private static func parse(_ dictionary: CFDictionary) -> (attributes: [String: AnyHashable], search: [String: Any], data: Data?)? {
        guard let entries = dictionary as? [String: Any] else { return nil }
        var attributes: [String: AnyHashable] = [:]
        var search: [String: Any] = [:]
        var data: Data?
        for (key, value) in entries {
            if key == kSecValueData as String {
                guard let bytes = value as? Data else { return nil }
                data = bytes
            } else if searchKeys.contains(key) {
                search[key] = value
            } else if let text = value as? String {
                attributes[key] = text
            } else if let flag = value as? Bool {
                attributes[key] = flag
            } else if let number = value as? Int {
                attributes[key] = number
            } else {
                return nil
            }
        }
        return (attributes, search, data)
    }

    /// The keys that shape a search rather than name an attribute.
    private static let searchKeys: Set<String> = [
        kSecReturnData as String, kSecReturnAttributes as String, kSecMatchLimit as String,
    ]

    private static func identity(of attributes: [String: AnyHashable]) -> [AnyHashable?] {
        [attributes[kSecClass as String], attributes[kSecAttrService as String], attributes[kSecAttrAccount as String]]
    }

    private static func item(_ item: Item, matches query: [String: AnyHashable]) -> Bool {
        query.allSatisfy { key, value in item.attributes[key] == value }
    }
}
