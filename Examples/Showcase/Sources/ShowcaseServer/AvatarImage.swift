import Foundation

/// A contact's avatar as a PNG: a square of one colour chosen from the contact's ID, so the
/// app has a real image to load lazily without the backend shipping image files.
///
/// The PNG is written by hand (uncompressed deflate blocks inside zlib, CRC-32 per chunk,
/// Adler-32 over the pixels): small enough to be obviously right, and every PNG decoder,
/// UIKit's included, reads it.
enum AvatarImage {
    /// The side of every avatar, in pixels.
    static let size = 48

    /// The avatar of contact `contactID`.
    static func png(for contactID: Int) -> Data {
        let color = self.color(for: contactID)
        // Each scanline: filter type 0 (none), then RGB triples.
        var scanline = [UInt8(0)]
        for _ in 0..<size {
            scanline += [color.red, color.green, color.blue]
        }
        let pixels = [UInt8]((0..<size).flatMap { _ in scanline })
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += chunk("IHDR", bigEndian(UInt32(size)) + bigEndian(UInt32(size)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlibStored(pixels))
        png += chunk("IEND", [])
        return png
    }

    /// A bright colour per contact, the same on every run.
    static func color(for contactID: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let palette: [(UInt8, UInt8, UInt8)] = [
            (0xE5, 0x73, 0x73), (0x64, 0xB5, 0xF6), (0x81, 0xC7, 0x84), (0xFF, 0xB7, 0x4D),
            (0xBA, 0x68, 0xC8), (0x4D, 0xB6, 0xAC), (0xF0, 0x62, 0x92), (0xA1, 0x88, 0x7F),
        ]
        let entry = palette[((contactID % palette.count) + palette.count) % palette.count]
        return (entry.0, entry.1, entry.2)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typeAndBody = Array(type.utf8) + body
        return Data(bigEndian(UInt32(body.count)) + typeAndBody + bigEndian(crc32(typeAndBody)))
    }

    /// `bytes` as a zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length == bytes.count
            stream.append(isLast ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += bytes[offset..<(offset + length)]
            offset += length
        } while offset < bytes.count
        return stream + bigEndian(adler32(bytes))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }
}
