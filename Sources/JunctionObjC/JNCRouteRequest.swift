import Foundation
import Junction
import JunctionCompatibility

/// One open, as an Objective-C handler receives it: the URL, its parameters, the user info the
/// opener passed, the completion to call when the work is done, and where the URL came from.
///
/// ```objc
/// [router registerURLPattern:@"mgj://user/:id" toHandler:^(JNCRouteRequest *request) {
///     NSString *userID = request.parameters[@"id"];
///     UIImage *avatar = request.userInfo[@"avatar"];
///     request.completion(@YES);
/// }];
/// ```
#if canImport(ObjectiveC)
@objc(JNCRouteRequest) @objcMembers
#endif
public final class JNCRouteRequest: NSObject, Sendable {
    /// The URL as opened.
    public let url: String
    /// The captures and query items, by name (a capture wins over a query item of its name,
    /// as in the Swift router): strings, as they were decoded from the URL.
    public let parameters: [String: String]
    /// Where the URL came from: `"in-app"`, `"universal-link"`, `"push"`, ... (the Swift
    /// `RouteSource`'s name).
    public let source: String
    /// Calls the opener's completion with a result (MGJRouter's
    /// `routerParameters[MGJRouterParameterCompletion]`). Only the first call counts; for an
    /// open without a completion it does nothing.
    public let completion: @Sendable (Any?) -> Void
    private let userInfoBox: ObjectiveCObject

    /// The objects the opener passed beside the URL: an Objective-C opener's
    /// (`openURL:withUserInfo:completion:`), or a Swift opener's `RouteRequest.userInfo`; empty
    /// when it passed none.
    public var userInfo: [String: Any] { userInfoBox.value as? [String: Any] ?? [:] }

    /// The key of the URL in ``routerParameters``: `"JNCRouterParameterURL"`.
    public static let urlKey = "JNCRouterParameterURL"
    /// The key of the completion in ``routerParameters``: `"JNCRouterParameterCompletion"`.
    public static let completionKey = "JNCRouterParameterCompletion"
    /// The key of the user info in ``routerParameters``: `"JNCRouterParameterUserInfo"`.
    public static let userInfoKey = "JNCRouterParameterUserInfo"

    /// The open as MGJRouter's handlers received it, one dictionary: the parameters, plus the
    /// URL under ``urlKey``, the completion under ``completionKey`` and the user info under
    /// ``userInfoKey``, so that a handler moved from MGJRouter reads what it read.
    public var routerParameters: [String: Any] {
        var all: [String: Any] = parameters
        all[Self.urlKey] = url
        #if canImport(ObjectiveC)
        // As a block, which Objective-C can call; a Swift closure would reach it as an opaque box.
        let completion = self.completion
        let block: @convention(block) (Any?) -> Void = { completion($0) }
        all[Self.completionKey] = block
        #else
        all[Self.completionKey] = completion
        #endif
        all[Self.userInfoKey] = userInfo
        return all
    }

    init(_ context: RouteContext) {
        url = context.url.string
        parameters = context.parameters.merged
        source = context.source.name
        userInfoBox = Self.userInfo(context.userInfo)
        completion = { context.complete(with: ObjectiveCObject($0)) }
    }

    /// What Objective-C reads as the user info: an Objective-C opener's objects, or a Swift
    /// opener's values, without the keys Junction's own layers put there.
    private static func userInfo(_ userInfo: [String: any Sendable]) -> ObjectiveCObject {
        if let objectiveC = userInfo[JNCRouter.userInfoKey] as? ObjectiveCObject { return objectiveC }
        let swift = userInfo.filter { !$0.key.hasPrefix("JunctionCompatibility.") && !$0.key.hasPrefix("JunctionObjC.") }
        return ObjectiveCObject(swift.mapValues { $0 as Any })
    }

    /// An open that no route's handler receives: a not-found handler's, or an interceptor's,
    /// given the parameters of the route it reached.
    init(_ request: RouteRequest, parameters: [String: String]? = nil) {
        url = request.url
        self.parameters = parameters ?? request.parameters
        source = request.source.name
        userInfoBox = Self.userInfo(request.userInfo)
        completion = { request.complete(with: ObjectiveCObject($0)) }
    }

    /// The URL.
    public override var description: String { url }
}
