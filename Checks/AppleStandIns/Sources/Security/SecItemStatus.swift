// The result codes the item functions return, with Apple's values (SecBase.h).

/// No error.
public var errSecSuccess: OSStatus { 0 }
/// One or more parameters were not valid.
public var errSecParam: OSStatus { -50 }
/// The item already exists.
public var errSecDuplicateItem: OSStatus { -25_299 }
/// The item cannot be found.
public var errSecItemNotFound: OSStatus { -25_300 }
/// User interaction is not allowed (for example, the device is locked).
public var errSecInteractionNotAllowed: OSStatus { -25_308 }
