import Foundation
import JunctionSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads the signed map with `URLSession` (FoundationNetworking on Linux), one ephemeral
/// session per download: no cookies, no URL cache (Junction keeps its own copy), the body read no
/// further than the size limit, and a redirect followed only to a URL the map's own URL could be
/// (`https`, or `http` on loopback).
public struct URLSessionMapTransport: RemoteMapTransport {
    /// A transport with an ephemeral session.
    public init() {}

    /// Downloads the map.
    ///
    /// - Throws: The session's error, a body over the size limit, a body shorter than its
    ///   `Content-Length`, or ``RemoteMapError`` with code ``RemoteMapError/Code/insecureURL``
    ///   for a redirect to a URL that is not `https` (or `http` on loopback).
    public func fetch(_ request: RemoteMapRequest) async throws -> RemoteMapResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeLimit.seconds * 2)
        if let etag = request.etag { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        // Junction's own timer ends the download at the limit; the session's are a backstop.
        configuration.timeoutIntervalForRequest = request.timeLimit.seconds * 2
        configuration.timeoutIntervalForResource = request.timeLimit.seconds * 2
        let download = Download(maximumSize: request.maximumSize, timeLimit: request.timeLimit)
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: urlRequest)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.start(continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// One download's state, kept by the session's delegate.
///
/// `@unchecked Sendable`: its one stored property is a `let` of a `Locked` value, and every
/// access to the state goes through that lock; `NSObject` has no state of its own we use.
private final class Download: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    struct State {
        var continuation: CheckedContinuation<RemoteMapResponse, any Error>?
        var body = Data()
        var response: HTTPURLResponse?
        var failure: (any Error)?
    }

    let maximumSize: Int
    let timeLimit: Duration
    let state = Locked(State())

    init(maximumSize: Int, timeLimit: Duration) {
        self.maximumSize = maximumSize
        self.timeLimit = timeLimit
    }

    func start(_ continuation: CheckedContinuation<RemoteMapResponse, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = response.expectedContentLength > Int64(maximumSize)
        state.withLock { state in
            state.response = response as? HTTPURLResponse
            if tooLarge {
                state.failure = TransportFailure(
                    description: "the body is \(response.expectedContentLength) bytes, over the limit of \(maximumSize) bytes")
            }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    /// Follows a redirect only to a URL that passes the rule the configured URL passed: a
    /// redirect to plain `http` elsewhere fails the download instead.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        do throws(RemoteMapError) {
            guard let url = request.url else { throw RemoteMapError(.insecureURL, "a redirect names no URL") }
            try RemoteMapFetcher.check(url)
            completionHandler(request)
        } catch {
            state.withLock { $0.failure = error }
            completionHandler(nil)
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state in
            state.body.append(data.prefix(maximumSize + 1 - state.body.count))
            if state.body.count > maximumSize, state.failure == nil {
                state.failure = TransportFailure(description: "the body is over the limit of \(maximumSize) bytes")
                return true
            }
            return false
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result) = state.withLock { state -> (CheckedContinuation<RemoteMapResponse, any Error>?, Result<RemoteMapResponse, any Error>) in
            let continuation = state.continuation
            state.continuation = nil
            if let failure = state.failure { return (continuation, .failure(failure)) }
            // A body cut short reads the same whatever the platform's networking calls it.
            if let response = state.response, response.expectedContentLength >= 0,
               Int64(state.body.count) < response.expectedContentLength {
                return (continuation, .failure(TransportFailure(
                    description: "the body ended after \(state.body.count) of \(response.expectedContentLength) bytes")))
            }
            if let error = error as? URLError, error.code == .timedOut {
                return (continuation, .failure(TimeLimitExceeded(limit: timeLimit)))
            }
            if let error { return (continuation, .failure(TransportFailure(description: error.localizedDescription))) }
            guard let response = state.response else {
                return (continuation, .failure(TransportFailure(description: "no HTTP response")))
            }
            let etag = response.value(forHTTPHeaderField: "ETag")
            return (continuation, .success(RemoteMapResponse(status: response.statusCode, body: state.body, etag: etag, url: response.url)))
        }
        continuation?.resume(with: result)
    }
}
