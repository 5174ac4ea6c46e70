import Foundation
import Junction
import JunctionSupport

/// Downloads the signed map through a transport, with Junction's own rules around it: the URL,
/// and the URL the body came from after redirects, must be `https` (or `http` on loopback), the whole download must end within the time limit,
/// the body must fit the size limit, and failures worth another try are tried again after a wait
/// that doubles.
struct RemoteMapFetcher: Sendable {
    let url: URL
    let transport: any RemoteMapTransport
    let options: RemoteMapOptions

    /// What a download ended with.
    enum Outcome: Sendable {
        case map(Data, etag: String?)
        case notModified
    }

    /// Hosts a plain `http` URL may name: loopback only, for tests and local servers.
    static let loopbackHosts: Set<String> = ["127.0.0.1", "::1", "[::1]", "localhost"]

    /// Refuses a URL that is not `https`, or `http` on loopback.
    static func check(_ url: URL) throws(RemoteMapError) {
        let scheme = url.scheme?.lowercased()
        if scheme == "https", url.host?.isEmpty == false { return }
        if scheme == "http", let host = url.host?.lowercased(), loopbackHosts.contains(host) { return }
        throw RemoteMapError(
            .insecureURL, "\(DisplayEscaping.escape(url.absoluteString)) is not https; plain http is allowed on loopback only")
    }

    /// Downloads, retrying what may succeed next time.
    func fetch(etag: String?) async -> Result<Outcome, RemoteMapError> {
        var wait = options.backoff
        var attempt = 0
        while true {
            let result = await fetchOnce(etag: etag)
            guard case .failure(let failure) = result, failure.retry, attempt < options.retries, !Task.isCancelled else {
                return result.mapError(\.error)
            }
            attempt += 1
            try? await Task.sleep(for: wait)
            wait *= 2
        }
    }

    private struct Failure: Error {
        let error: RemoteMapError
        let retry: Bool

        init(_ message: String, retry: Bool) {
            self.error = RemoteMapError(.fetchFailed, message)
            self.retry = retry
        }
    }

    private func fetchOnce(etag: String?) async -> Result<Outcome, Failure> {
        let request = RemoteMapRequest(url: url, etag: etag, timeLimit: options.timeLimit, maximumSize: options.maximumSize)
        let response: RemoteMapResponse
        do {
            response = try await withTimeLimit(options.timeLimit) { [transport] in try await transport.fetch(request) }
        } catch let error as TimeLimitExceeded {
            return .failure(Failure("no answer within \(error.limit)", retry: true))
        } catch let error as RemoteMapError {
            // A refused redirect: the same request would be refused again.
            return .failure(Failure("a redirect was refused: \(error)", retry: false))
        } catch {
            return .failure(Failure(DisplayEscaping.escape(String(describing: error)), retry: true))
        }
        if let url = response.url {
            do throws(RemoteMapError) {
                try Self.check(url)
            } catch {
                return .failure(Failure("the map came from another URL after a redirect: \(error)", retry: false))
            }
        }
        switch response.status {
        case 200:
            guard response.body.count <= options.maximumSize else {
                return .failure(Failure("the body is over the limit of \(options.maximumSize) bytes", retry: false))
            }
            return .success(.map(response.body, etag: response.etag))
        case 304 where etag != nil:
            return .success(.notModified)
        case 429, 500...599:
            return .failure(Failure("the server answered \(response.status)", retry: true))
        default:
            return .failure(Failure("the server answered \(response.status)", retry: false))
        }
    }
}
