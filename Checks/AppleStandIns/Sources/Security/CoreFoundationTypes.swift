import Foundation

// Security's API speaks Core Foundation. Foundation on Linux keeps Core Foundation to
// itself, so the stand-in names the toll-free bridged Foundation classes instead: `as
// String`, `as CFDictionary` and `as? Data` then compile as they do against Apple's SDK.

/// Core Foundation's string type (toll-free bridged to `NSString`).
public typealias CFString = NSString

/// Core Foundation's dictionary type (toll-free bridged to `NSDictionary`).
public typealias CFDictionary = NSDictionary

/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject

/// A result code of the Security framework: 0 is success, negative values are errors.
public typealias OSStatus = Int32
