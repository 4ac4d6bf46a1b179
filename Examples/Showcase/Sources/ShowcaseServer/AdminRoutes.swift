import Foundation
import Hummingbird

/// The switches for demos and tests: faults per route, and a reset.
///
/// ```sh
/// curl -X PUT localhost:8080/admin/faults -d '{"route": "GET /minne/products", "fault": {"status": 503}}'
/// curl -X DELETE localhost:8080/admin/faults
/// curl -X POST localhost:8080/admin/reset
/// ```
///
/// Admin routes are never faulted themselves.
struct AdminRoutes {
    let state: ServerState
    let faults: FaultSwitchboard

    private struct FaultRequest: Codable {
        let route: String
        let fault: Fault
    }

    func register(on router: Router<ShowcaseRequestContext>) {
        router.get("/admin/health") { _, _ in "ok" }
        router.get("/admin/faults") { _, _ in
            json(faults.all.map { FaultRequest(route: $0.key, fault: $0.value) }.sorted { $0.route < $1.route })
        }
        router.put("/admin/faults") { request, _ in
            var request = request
            let body = try await request.collectBody(upTo: 4_096)
            do {
                let decoded = try JSONDecoder().decode(FaultRequest.self, from: Data(buffer: body))
                faults.set(decoded.fault, for: decoded.route)
                return Response(status: .noContent)
            } catch {
                return json(["message": "bad fault: \(error)"], status: .badRequest)
            }
        }
        router.delete("/admin/faults") { _, _ in
            faults.removeAll()
            return Response(status: .noContent)
        }
        router.post("/admin/reset") { _, _ in
            faults.removeAll()
            state.reset()
            return Response(status: .noContent)
        }
    }

    private func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data()
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
