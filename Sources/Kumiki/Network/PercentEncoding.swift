/// Percent-encoding for the parts of a URL that an ``Endpoint`` supplies.
///
/// `URLComponents.queryItems` leaves `+` unencoded, and servers that decode
/// queries as HTML forms read it as a space: a search for "C++" arrives as
/// "C  ". ``APIClient`` therefore encodes query names and values itself, with
/// ``queryComponent(_:)``, so that any string a form decoder reads back is the
/// string the endpoint gave.
public enum PercentEncoding {
    /// Encodes a query item's name or value: every byte of its UTF-8 form
    /// except RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`) becomes `%XX`.
    ///
    /// `+`, `&`, `=`, `;`, `#`, `%`, `/`, `?` and spaces are all encoded, so
    /// both a plain percent-decoder and an HTML form decoder recover `value` exactly.
    public static func queryComponent(_ value: String) -> String {
        encode(value) { isUnreserved($0) }
    }

    /// Encodes `value` as a single path segment, for building an endpoint's
    /// ``Endpoint/path`` from data: everything but the unreserved characters is
    /// encoded, so `"a/b"` stays one segment (`a%2Fb`), no server reads a
    /// `+` as a space, and a segment of `.` or `..` is not resolved away.
    ///
    /// ```swift
    /// var path: String { "/users/\(PercentEncoding.pathSegment(userName))/items" }
    /// ```
    public static func pathSegment(_ value: String) -> String {
        // A segment that is exactly "." or ".." would be removed as a dot
        // segment on the way (RFC 3986 §5.2.4); encoded, it reaches the server.
        if value == "." || value == ".." {
            return String(repeating: "%2E", count: value.count)
        }
        return encode(value) { isUnreserved($0) }
    }

    /// Makes an endpoint path valid in a URL without changing what it means:
    /// `%XX` escapes already present are kept (so an encoded slash stays a
    /// slash inside a segment), `/` separates segments, and every other
    /// character a path may not hold (spaces, `?`, `#`, a lone `%`, non-ASCII) is encoded.
    static func path(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var encoded = ""
        encoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
                encoded.unicodeScalars.append(Unicode.Scalar(bytes[index + 1]))
                encoded.unicodeScalars.append(Unicode.Scalar(bytes[index + 2]))
                index += 3
                continue
            }
            if isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
                || byte == UInt8(ascii: "/") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                appendEscape(byte, to: &encoded)
            }
            index += 1
        }
        return encoded
    }

    private static func encode(_ value: String, keeping isAllowed: (UInt8) -> Bool) -> String {
        var encoded = ""
        encoded.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isAllowed(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                appendEscape(byte, to: &encoded)
            }
        }
        return encoded
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    private static func appendEscape(_ byte: UInt8, to text: inout String) {
        text.unicodeScalars.append("%")
        text.unicodeScalars.append(hexDigits[Int(byte >> 4)])
        text.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// RFC 3986 `sub-delims`: allowed in a path segment as themselves.
    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"):
            return true
        default:
            return false
        }
    }
}
