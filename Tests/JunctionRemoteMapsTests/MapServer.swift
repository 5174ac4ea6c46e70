import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1, on a port the system picks, serving `/shop.jws` with what the
/// test sets, and counting requests. `with` stops it when the test's body ends.
actor MapServer {
    typealias Reply = @Sendable (HTTPRequest) async throws -> HTTPResponse

    private let server: HTTPServer
    private var reply: Reply = { _ in HTTPResponse(statusCode: .notFound) }
    private(set) var requests: [HTTPRequest] = []
    let port: UInt16

    private init(server: HTTPServer, port: UInt16) {
        self.server = server
        self.port = port
    }

    nonisolated var url: URL { URL(string: "http://127.0.0.1:\(port)/shop.jws")! }

    /// Serves `body` with status 200 and, if given, an `ETag`; answers 304 to a request whose
    /// `If-None-Match` names that `ETag`.
    func serve(_ body: String, etag: String? = nil) {
        serve { request in
            if let etag, request.headers[HTTPHeader("If-None-Match")] == etag {
                return HTTPResponse(statusCode: .notModified, headers: HTTPHeaders([HTTPHeader("ETag"): etag]))
            }
            var headers: HTTPHeaders = [:]
            if let etag { headers[HTTPHeader("ETag")] = etag }
            return HTTPResponse(statusCode: .ok, headers: headers, body: Data(body.utf8))
        }
    }

    func serve(_ reply: @escaping Reply) {
        self.reply = reply
    }

    private func answer(_ request: HTTPRequest) async throws -> HTTPResponse {
        requests.append(request)
        return try await reply(request)
    }

    /// Runs `body` with a server listening, then stops the server.
    static func with<T: Sendable>(_ body: (MapServer) async throws -> T) async throws -> T {
        let http = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: .disabled)
        let run = Task { try await http.run() }
        try await http.waitUntilListening(timeout: 5)
        guard case .ip4(_, let port)? = await http.listeningAddress else { fatalError("the server has no IPv4 address") }
        let server = MapServer(server: http, port: port)
        await http.appendRoute("GET /shop.jws") { [server] request in try await server.answer(request) }
        do {
            let result = try await body(server)
            await http.stop(timeout: 1)
            run.cancel()
            return result
        } catch {
            await http.stop(timeout: 1)
            run.cancel()
            throw error
        }
    }
}

/// A body that sends its first bytes and then breaks off, so the server closes the connection
/// before the `Content-Length` it announced.
struct CutShortBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let bytes: [UInt8]

    func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: [UInt8]?

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard let bytes else { throw SocketError.disconnected }
            self.bytes = nil
            return bytes
        }
    }
}
