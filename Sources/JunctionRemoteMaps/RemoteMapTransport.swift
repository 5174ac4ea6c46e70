import Foundation

/// One download of the signed map: what to fetch and within which limits.
public struct RemoteMapRequest: Sendable {
    /// The map's URL.
    public var url: URL
    /// The `ETag` of the map applied, to send as `If-None-Match`; `nil` sends none.
    public var etag: String?
    /// How long the download may take in all.
    public var timeLimit: Duration
    /// The most bytes of body to read; a transport stops reading past it.
    public var maximumSize: Int
}

/// What the server answered.
public struct RemoteMapResponse: Sendable {
    /// The HTTP status: 200 with a body, 304 when the map did not change.
    public var status: Int
    /// The body, at most the request's `maximumSize` + 1 bytes.
    public var body: Data
    /// The response's `ETag`, if any.
    public var etag: String?
    /// The URL the body came from, after any redirects; `nil` when it is the request's. Junction
    /// refuses a body from a URL that is not `https` (or `http` on loopback), as it refuses
    /// such a URL in the first place.
    public var url: URL?

    /// A response.
    public init(status: Int, body: Data = Data(), etag: String? = nil, url: URL? = nil) {
        self.status = status
        self.body = body
        self.etag = etag
        self.url = url
    }
}

/// How the signed map is downloaded: ``URLSessionMapTransport`` unless the app brings its own
/// networking.
///
/// A transport sends `If-None-Match` when the request has an `etag`, stops reading a body larger
/// than the request's `maximumSize` (returning what it read, or throwing), throws for a
/// connection that fails or a body cut short, and follows a redirect only to an `https` URL (or
/// `http` on loopback), giving the URL it ended at as the response's `url`. Junction enforces the time limit and the size
/// limit again around it, and retries.
public protocol RemoteMapTransport: Sendable {
    /// Downloads the map.
    ///
    /// - Throws: Whatever the networking throws: the download failed.
    func fetch(_ request: RemoteMapRequest) async throws -> RemoteMapResponse
}

/// Why a download failed, as the transport reports it.
struct TransportFailure: Error, CustomStringConvertible {
    let description: String
}
