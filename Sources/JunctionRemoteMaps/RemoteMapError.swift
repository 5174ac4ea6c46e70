import Junction

/// Why a signed route map was refused, or could not be fetched, read or applied.
///
/// Every refusal leaves the router's routes as they were. ``code`` says what kind of problem it
/// is, ``message`` says exactly what, in one line.
public struct RemoteMapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A kind of problem. A struct with static members rather than an enum, so kinds can be
    /// added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as printed.
        public let name: String

        init(_ name: String) {
            self.name = name
        }

        /// The token is not a well-formed compact JWS, or its header or payload breaks the format.
        public static let malformed = Code("malformed")
        /// The token is larger than the limit.
        public static let tooLarge = Code("tooLarge")
        /// The header names an algorithm other than `EdDSA`, or an extension Junction does not know.
        public static let unsupported = Code("unsupported")
        /// No trusted key has the token's `kid`.
        public static let unknownKey = Code("unknownKey")
        /// The token's `kid` was revoked (by the app or by a newer map).
        public static let revokedKey = Code("revokedKey")
        /// The signature does not verify with the key the token names.
        public static let badSignature = Code("badSignature")
        /// The map is for another app.
        public static let wrongApp = Code("wrongApp")
        /// The map is for other versions of the app (`minAppVersion`, `maxAppVersion`), or the
        /// app's version (``RemoteMapOptions/appVersion``) is not one a map can be compared with.
        public static let wrongAppVersion = Code("wrongAppVersion")
        /// The map's `expiresAt` has passed.
        public static let expired = Code("expired")
        /// The map's `issuedAt` is later than now plus the clock allowance.
        public static let issuedInFuture = Code("issuedInFuture")
        /// The map's version is not above the highest applied (a replay or an older map).
        public static let replay = Code("replay")
        /// The map's version is further above the highest applied than
        /// ``RemoteMapOptions/maximumVersionStep`` allows.
        public static let versionJump = Code("versionJump")
        /// The map does not load into the router: lint errors, unbound names, conflicts.
        public static let loadFailed = Code("loadFailed")
        /// A route of the map is exposed beyond what the app allows remote maps.
        public static let widensExposure = Code("widensExposure")
        /// The map could not be fetched: the server is unreachable, answered an error status,
        /// took too long, or sent a body that is truncated or over the size limit.
        public static let fetchFailed = Code("fetchFailed")
        /// The map's URL is not `https` (plain `http` is allowed on loopback only).
        public static let insecureURL = Code("insecureURL")
        /// The cached copy, or what is remembered with it, could not be read.
        public static let cacheUnreadable = Code("cacheUnreadable")

        /// The name.
        public var description: String { name }
    }

    /// The kind of problem.
    public var code: Code
    /// What exactly, in one line; text from the token or the server is escaped.
    public var message: String

    /// A problem of the given kind.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}
