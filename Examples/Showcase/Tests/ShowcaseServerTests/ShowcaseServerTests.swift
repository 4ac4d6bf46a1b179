import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import ShowcaseServer

/// Starts a server for one test, on an ephemeral port, with the Narou clock pinned.
private func withServer(
    now: Date = tokyo(2026, 11, 23, 8),
    _ body: (ShowcaseServer, TestClient) async throws -> Void
) async throws {
    let server = try ShowcaseServer(now: { now })
    let url = try await server.start()
    defer { Task { await server.stop() } }
    try await body(server, TestClient(baseURL: url))
    await server.stop()
}

@Suite("ShowcaseServer over HTTP")
struct ShowcaseServerTests {
    @Test("the Narou ranking answers 300 entries as JSON; broken rtypes 400, unproduced periods 404")
    func narouRanking() async throws {
        try await withServer { _, client in
            let ranking = try await client.send("GET", "/rank/rankget/?rtype=20261117-w&out=json")
            #expect(ranking.status == 200)
            let entries = try #require(try ranking.json() as? [[String: Any]])
            #expect(entries.count == 300)
            #expect(Set(entries.first?.keys.map { $0 } ?? []) == ["ncode", "pt", "rank"])
            let wrongDay = try await client.send("GET", "/rank/rankget/?rtype=20261118-w&out=json")
            #expect(wrongDay.status == 400)
            #expect(wrongDay.text.hasPrefix("Error:"))
            let future = try await client.send("GET", "/rank/rankget/?rtype=20261124-w&out=json")
            #expect(future.status == 404)
            let noOut = try await client.send("GET", "/rank/rankget/?rtype=20261117-w")
            #expect(noOut.status == 400)
        }
    }

    @Test("a request without a User-Agent is refused with 403, as the real service does")
    func noUserAgent() async throws {
        try await withServer { server, _ in
            let port = try #require(server.baseURL?.port)
            let ranking = try rawStatusLine(
                port: port,
                request: "GET /rank/rankget/?rtype=20261117-w&out=json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(ranking.hasPrefix("HTTP/1.1 403"))
            let novels = try rawStatusLine(
                port: port, request: "GET /novelapi/api/?out=json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(novels.hasPrefix("HTTP/1.1 403"))
            let withAgent = try rawStatusLine(
                port: port,
                request: "GET /novelapi/api/?out=json HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: raw\r\nConnection: close\r\n\r\n")
            #expect(withAgent.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("the novel API honours of, lim, st, order, ncode and word, with allcount first")
    func narouNovels() async throws {
        try await withServer { _, client in
            let all = try #require(try await client.send("GET", "/novelapi/api/?out=json&lim=2&of=n-t").json() as? [[String: Any]])
            #expect(all.first?["allcount"] as? Int == 420)
            #expect(all.count == 3)
            #expect(Set(all[1].keys) == ["ncode", "title"])

            let paged = try #require(try await client.send("GET", "/novelapi/api/?out=json&lim=3&st=2&order=hyoka&of=n-gp").json() as? [[String: Any]])
            let firstPage = try #require(try await client.send("GET", "/novelapi/api/?out=json&lim=4&order=hyoka&of=n-gp").json() as? [[String: Any]])
            #expect(paged.dropFirst().map { $0["ncode"] as? String } == firstPage.dropFirst(2).map { $0["ncode"] as? String })
            let points = firstPage.dropFirst().compactMap { $0["global_point"] as? Int }
            #expect(points == points.sorted(by: >))

            let byCode = try #require(try await client.send("GET", "/novelapi/api/?out=json&ncode=n1000aa-N1007BA-N9999ZZ&of=n").json() as? [[String: Any]])
            #expect(byCode.first?["allcount"] as? Int == 2, "unknown codes are simply absent")

            let search = try #require(try await client.send("GET", "/novelapi/api/?out=json&word=C%2B%2B&of=t").json() as? [[String: Any]])
            #expect(search.first?["allcount"] as? Int == 1)
            #expect((search.last?["title"] as? String)?.hasPrefix("C++") == true)

            let clamped = try #require(try await client.send("GET", "/novelapi/api/?out=json&lim=9999&of=n").json() as? [[String: Any]])
            #expect(clamped.count == 421, "lim is clamped to 500; 420 novels exist")
        }
    }

    @Test("minne: paged products, details, favourites and the free-shipping setting's whole life")
    func minne() async throws {
        try await withServer { _, client in
            let page = try #require(try await client.send("GET", "/minne/products?page=7&per=20").json() as? [String: Any])
            #expect((page["products"] as? [Any])?.count == 17)
            #expect(page["next_page"] is NSNull)
            #expect(try await client.send("GET", "/minne/products/999").status == 404)
            #expect(try await client.send("PUT", "/minne/favorites/3").status == 204)
            #expect(try await client.send("GET", "/minne/favorites").text == #"{"product_ids":[3]}"#)
            #expect(try await client.send("PUT", "/minne/favorites/999").status == 404)
            #expect(try await client.send("DELETE", "/minne/favorites/3").status == 204)
            #expect(try await client.send("GET", "/minne/favorites").text == #"{"product_ids":[]}"#)
            // NewsPicks' bookmarks are the same kind of marked set.
            #expect(try await client.send("PUT", "/newspicks/bookmarks/2").status == 204)
            #expect(try await client.send("PUT", "/newspicks/bookmarks/x").status == 404)
            #expect(try await client.send("GET", "/newspicks/bookmarks").text == #"{"article_ids":[2]}"#)

            #expect(try await client.send("GET", "/minne/shop/free_shipping").status == 404)
            #expect(try await client.send("PUT", "/minne/shop/free_shipping", body: #"{"amount":100}"#).status == 404)
            #expect(try await client.send("POST", "/minne/shop/free_shipping", body: #"{"amount":8000}"#).status == 201)
            #expect(try await client.send("POST", "/minne/shop/free_shipping", body: #"{"amount":8000}"#).status == 409)
            #expect(try await client.send("PUT", "/minne/shop/free_shipping", body: #"{"amount":-1}"#).status == 422)
            #expect(try await client.send("PUT", "/minne/shop/free_shipping", body: #"{"amount":0}"#).status == 204)
            #expect(try await client.send("GET", "/minne/shop/free_shipping").text == #"{"amount":0}"#)
            #expect(try await client.send("DELETE", "/minne/shop/free_shipping").status == 204)
            #expect(try await client.send("DELETE", "/minne/shop/free_shipping").status == 404)
        }
    }

    @Test("Sync: a contact's avatar is a PNG whose chunks, zlib stream and pixels check out; an unknown contact is 404")
    func avatar() async throws {
        try await withServer { _, client in
            let answer = try await client.send("GET", "/sync/contacts/1/avatar")
            #expect(answer.status == 200)
            let png = [UInt8](answer.body)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            // Walk the chunks: each length, type, body and CRC-32 must agree.
            var offset = 8
            var chunks: [(type: String, body: [UInt8])] = []
            while offset + 12 <= png.count {
                let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
                let typeAndBody = Array(png[(offset + 4)..<(offset + 8 + length)])
                let crc = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                #expect(crc == referenceCRC32(typeAndBody))
                chunks.append((String(decoding: typeAndBody.prefix(4), as: UTF8.self), Array(typeAndBody.dropFirst(4))))
                offset += 12 + length
            }
            #expect(offset == png.count)
            #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
            #expect(chunks[0].body == [0, 0, 0, 48, 0, 0, 0, 48, 8, 2, 0, 0, 0], "48×48, 8-bit RGB")
            // The zlib stream: stored blocks whose payload is 48 scanlines of a filter byte and 48 pixels.
            let zlib = chunks[1].body
            #expect(Array(zlib.prefix(2)) == [0x78, 0x01])
            var pixels: [UInt8] = []
            var position = 2
            var isLast = false
            while !isLast {
                isLast = zlib[position] & 1 == 1
                let length = Int(zlib[position + 1]) | Int(zlib[position + 2]) << 8
                let complement = Int(zlib[position + 3]) | Int(zlib[position + 4]) << 8
                #expect(length ^ 0xFFFF == complement)
                pixels += zlib[(position + 5)..<(position + 5 + length)]
                position += 5 + length
            }
            #expect(pixels.count == 48 * (1 + 48 * 3))
            let adler = zlib[position..<(position + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(adler == referenceAdler32(pixels))
            #expect(try await client.send("GET", "/sync/contacts/1/avatar").body == answer.body, "the same image every time")
            #expect(try await client.send("GET", "/sync/contacts/2/avatar").body != answer.body, "another contact, another colour")
            #expect(try await client.send("GET", "/sync/contacts/9999/avatar").status == 404)
        }
    }

    /// CRC-32 as the PNG specification defines it, written independently of the server's.
    private func referenceCRC32(_ bytes: [UInt8]) -> UInt32 {
        let table: [UInt32] = (0..<256).map { index in
            (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~bytes.reduce(UInt32.max) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    private func referenceAdler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    @Test("Sync: contacts, channels with two vanished, mark read, sign-up with a taken address")
    func sync() async throws {
        try await withServer { _, client in
            let contacts = try #require(try await client.send("GET", "/sync/contacts").json() as? [[String: Any]])
            #expect(contacts.count == 28)
            let channels = try #require(try await client.send("GET", "/sync/channels").json() as? [[String: Any]])
            #expect(channels.count == 26)
            let vanished = try #require(contacts.first { $0["id"] as? Int == 7 }?["channel_id"] as? Int)
            #expect(try await client.send("POST", "/sync/channels/\(vanished)/read").status == 404)
            #expect(try await client.send("POST", "/sync/channels/501/read").status == 204)

            let created = try await client.send("POST", "/sync/signup", body: #"{"email":"new@example.jp","password":"secret1"}"#)
            #expect(created.status == 201)
            let again = try await client.send("POST", "/sync/signup", body: #"{"email":"new@example.jp","password":"secret1"}"#)
            #expect(again.status == 409)
            #expect(again.text.contains("既に登録されています"))
            #expect(try await client.send("POST", "/sync/signup", body: #"{"email":"taken@example.jp","password":"secret1"}"#).status == 409)
            #expect(try await client.send("POST", "/sync/signup", body: #"{"email":"bad","password":"1"}"#).status == 422)
        }
    }

    @Test("NewsPicks: paged tabs, unknown tab 404, and the log sink reads back what was posted")
    func newsPicks() async throws {
        try await withServer { server, client in
            let first = try #require(try await client.send("GET", "/newspicks/feed/technology").json() as? [String: Any])
            #expect((first["articles"] as? [Any])?.count == 12)
            #expect(first["next_page"] as? Int == 2)
            let last = try #require(try await client.send("GET", "/newspicks/feed/technology?page=4").json() as? [String: Any])
            #expect(last["next_page"] is NSNull)
            #expect(try await client.send("GET", "/newspicks/feed/sports").status == 404)
            let posted = try await client.send("POST", "/newspicks/logs", body: #"{"event":"article_impression","parameters":{"article_id":"49","position":"0"}}"#)
            #expect(posted.status == 204)
            #expect(server.analyticsLog == [AnalyticsLogRecord(event: "article_impression", parameters: ["article_id": "49", "position": "0"])])
            #expect(try await client.send("GET", "/newspicks/logs").text.contains("article_impression"))
        }
    }

    @Test("faults: status, latency, malformed and truncated bodies, dropped connections, budgets and wildcards")
    func faults() async throws {
        try await withServer { server, client in
            server.faults.set(Fault(status: 503, remaining: 1), for: "GET /minne/products")
            #expect(try await client.send("GET", "/minne/products").status == 503)
            #expect(try await client.send("GET", "/minne/products").status == 200, "the budget was one request")

            server.faults.set(Fault(body: .malformed), for: "GET /sync/contacts")
            let malformed = try await client.send("GET", "/sync/contacts")
            #expect(malformed.status == 200)
            #expect((try? JSONSerialization.jsonObject(with: malformed.body)) == nil)

            server.faults.set(Fault(body: .truncated), for: "GET /newspicks/feed/*")
            await #expect(throws: (any Error).self) { try await client.send("GET", "/newspicks/feed/top") }

            server.faults.set(Fault(dropsConnection: true), for: "/minne/shop/free_shipping")
            await #expect(throws: (any Error).self) { try await client.send("DELETE", "/minne/shop/free_shipping") }

            server.faults.set(Fault(latency: .milliseconds(300)), for: "GET /minne/favorites/")
            let start = ContinuousClock.now
            #expect(try await client.send("GET", "/minne/favorites").status == 200)
            #expect(ContinuousClock.now - start >= .milliseconds(300))

            server.faults.removeAll()
            #expect(try await client.send("GET", "/newspicks/feed/top").status == 200)
        }
    }

    @Test("the admin endpoint sets, lists and clears faults, and resets state; it is never faulted itself")
    func admin() async throws {
        try await withServer { server, client in
            let set = try await client.send("PUT", "/admin/faults", body: #"{"route":"GET /minne/products","fault":{"status":500,"latency_ms":10}}"#)
            #expect(set.status == 204)
            #expect(server.faults.all["GET /minne/products"] == Fault(latency: .milliseconds(10), status: 500))
            #expect(try await client.send("GET", "/minne/products").status == 500)
            #expect(try await client.send("GET", "/admin/faults").text.contains("GET /minne/products"))
            #expect(try await client.send("PUT", "/admin/faults", body: #"{"route":"x","fault":{"status":42}}"#).status == 400)
            #expect(try await client.send("PUT", "/admin/faults", body: "not json").status == 400)
            server.faults.set(Fault(status: 500), for: "/admin/health")
            #expect(try await client.send("GET", "/admin/health").status == 200)
            #expect(try await client.send("POST", "/minne/shop/free_shipping", body: #"{"amount":1}"#).status == 201)
            #expect(try await client.send("POST", "/admin/reset").status == 204)
            #expect(server.faults.all.isEmpty)
            #expect(try await client.send("GET", "/minne/shop/free_shipping").status == 404)
        }
    }

    @Test("a port in use is a typed error; stopping frees it")
    func portInUse() async throws {
        let first = try ShowcaseServer()
        let url = try await first.start()
        let port = try #require(url.port)
        let second = try ShowcaseServer()
        await #expect(throws: ShowcaseServerError.self) { try await second.start(port: port) }
        await #expect(throws: ShowcaseServerError.invalidPort(70_000)) { try await second.start(port: 70_000) }
        await first.stop()
        let again = try await second.start(port: port)
        #expect(again.port == port)
        await second.stop()
    }
}
