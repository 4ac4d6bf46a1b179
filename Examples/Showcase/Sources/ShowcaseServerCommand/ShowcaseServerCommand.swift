import Foundation
import ShowcaseServer

// showcase-server [--port <n>] [--host <address>]: the Showcase's fixture backend on its own,
// for `showcase --server <url>` or for poking at with curl.

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: showcase-server [--port <0-65535>] [--host <address>]\n".utf8))
    exit(2)
}

var port = 8080
var host = "127.0.0.1"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        guard let value = arguments.popFirst(), let number = Int(value) else { usage() }
        port = number
    case "--host":
        guard let value = arguments.popFirst() else { usage() }
        host = value
    case "--help", "-h":
        print("usage: showcase-server [--port <0-65535>] [--host <address>]")
        exit(0)
    default:
        usage()
    }
}

do {
    let server = try ShowcaseServer()
    let url = try await server.start(host: host, port: port)
    print("showcase-server listening on \(url)")
    print("faults: PUT \(url)/admin/faults {\"route\": \"GET /minne/products\", \"fault\": {\"status\": 503}}")
    // Runs until interrupted.
    while true {
        try await Task.sleep(for: .seconds(3_600))
    }
} catch {
    FileHandle.standardError.write(Data("showcase-server: \(error)\n".utf8))
    exit(1)
}
