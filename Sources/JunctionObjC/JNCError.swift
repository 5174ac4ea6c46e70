import Foundation
import Junction
import JunctionServices

/// The codes of the errors the Objective-C layer reports, in the domain ``JNCError/domain``.
/// Each is a code of the Swift API's `RouteError` or `ServiceError`;
/// the error's `userInfo` carries the Swift code's name under ``JNCError/codeNameKey`` and the
/// message as its localized description.
#if canImport(ObjectiveC)
@objc(JNCErrorCode)
#endif
public enum JNCErrorCode: Int, Sendable {
    /// An error from outside Junction (a handler's own); see `NSUnderlyingErrorKey`.
    case other = 0
    /// No route matches the URL, and no not-found handler answered.
    case notFound = 1
    /// The URL is malformed.
    case invalidURL = 2
    /// The URL is beyond the router's limits.
    case limitExceeded = 3
    /// The URL's source may not open the route.
    case notAllowed = 4
    /// The pattern is malformed.
    case invalidPattern = 5
    /// Another route matches exactly the same URLs.
    case conflict = 6
    /// A capture has no value.
    case missingParameter = 7
    /// A value does not fit its capture, or a capture has no such name.
    case invalidParameter = 8
    /// The route returned another type than asked for.
    case typeMismatch = 9
    /// No route has that name.
    case unknownRoute = 10
    /// The open needs to wait (an interceptor, or a Swift handler that is `async`), and was
    /// asked for synchronously.
    case asyncHandler = 11
    /// An interceptor refused the open.
    case rejected = 12
    /// The open was redirected too many times.
    case tooManyRedirects = 13
    /// An interceptor did not decide in time.
    case interceptorTimedOut = 14
    /// The held outside opens expired.
    case expired = 15
    /// The open is held (outside opens held, or routes loading); it runs later.
    case held = 16
    /// A match was asked for while routes load.
    case notReady = 17
    /// No service is registered for the protocol.
    case serviceMissing = 100
    /// Services depend on each other in a cycle.
    case serviceCycle = 101
    /// A service is registered already for the protocol.
    case serviceDuplicate = 102
    /// A service's factory failed, or made an object that does not conform to the protocol.
    case serviceFactoryFailed = 103

    /// The Swift router's codes, by name.
    static let routeCodes: [String: JNCErrorCode] = [
        "notFound": .notFound, "invalidURL": .invalidURL, "limitExceeded": .limitExceeded,
        "notAllowed": .notAllowed, "invalidPattern": .invalidPattern, "conflict": .conflict,
        "missingParameter": .missingParameter, "invalidParameter": .invalidParameter,
        "typeMismatch": .typeMismatch, "unknownRoute": .unknownRoute, "asyncHandler": .asyncHandler,
        "rejected": .rejected, "tooManyRedirects": .tooManyRedirects,
        "interceptorTimedOut": .interceptorTimedOut, "expired": .expired, "held": .held, "notReady": .notReady,
    ]

    /// The service registry's codes, by name.
    static let serviceCodes: [String: JNCErrorCode] = [
        "missing": .serviceMissing, "cycle": .serviceCycle, "duplicate": .serviceDuplicate,
        "factoryFailed": .serviceFactoryFailed,
    ]
}

/// The error domain and keys of the Objective-C layer's `NSError`s.
#if canImport(ObjectiveC)
@objc(JNCError) @objcMembers
#endif
public final class JNCError: NSObject {
    /// The domain of every error the Objective-C layer reports: `"JNCErrorDomain"`.
    public static let domain = "JNCErrorDomain"
    /// The `userInfo` key of the Swift code's name (`"notFound"`, `"rejected"`, ...).
    public static let codeNameKey = "JNCErrorCodeName"

    /// A namespace: not made.
    private override init() {}

    /// The `NSError` Objective-C receives for `error`: Junction's errors keep their code and
    /// message; any other error is wrapped as ``JNCErrorCode/other``, under
    /// `NSUnderlyingErrorKey`.
    static func error(from error: any Error) -> NSError {
        if let error = error as? RouteError {
            return make(JNCErrorCode.routeCodes[error.code.name] ?? .other, name: error.code.name, error.message)
        }
        if let error = error as? ServiceError {
            return make(JNCErrorCode.serviceCodes[error.code.name] ?? .other, name: error.code.name, error.message)
        }
        let bridged = error as NSError
        if bridged.domain == domain { return bridged }
        return NSError(domain: domain, code: JNCErrorCode.other.rawValue, userInfo: [
            NSLocalizedDescriptionKey: "\(error)", NSUnderlyingErrorKey: error,
        ])
    }

    /// An error of this domain with `code` and `message`.
    static func make(_ code: JNCErrorCode, name: String, _ message: String) -> NSError {
        NSError(domain: domain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: message, codeNameKey: name])
    }
}
