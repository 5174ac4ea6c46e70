import Junction
import struct Foundation.URL

/// A URL the system hands the app, with the source it is opened from: how a URL arrives
/// decides which routes it may reach.
///
/// The SwiftUI and UIKit glue (`routingURLs(through:)`, `navigator.accept(_:)` in a scene
/// delegate) make one for every URL the system delivers, and ``Navigator/accept(_:failed:)``
/// opens it:
///
/// ```swift
/// IncomingLink(opened: "shop://product/7").source                   // .otherApp
/// IncomingLink(opened: "https://shop.example.com/p/7").source       // .universalLink
/// IncomingLink(activityType: IncomingLink.browsingWebActivityType,
///              webpageURL: "https://shop.example.com/p/7")?.source  // .universalLink
/// IncomingLink(url: "shop://orders/12", source: .push)              // a notification's link
/// ```
public struct IncomingLink: Sendable, Hashable, CustomStringConvertible {
    /// The URL.
    public var url: String
    /// Where it came from.
    public var source: RouteSource

    /// `activityType` of the user activity a universal link arrives in: the value of
    /// Foundation's `NSUserActivityTypeBrowsingWeb`.
    public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

    /// A link from a source the app knows itself, such as `.push` for a notification's URL.
    public init(url: String, source: RouteSource) {
        self.url = url
        self.source = source
    }

    /// A Foundation `URL` from a source the app knows itself; see ``init(url:source:)-(String,_)``.
    public init(url: URL, source: RouteSource) {
        self.init(url: url.absoluteString, source: source)
    }

    /// A URL the system asked the app to open: SwiftUI's `onOpenURL`, UIKit's
    /// `scene(_:openURLContexts:)` and `application(_:open:options:)`.
    ///
    /// An `http` or `https` URL is a universal link (SwiftUI hands those to `onOpenURL` too);
    /// any other scheme is a link from another app.
    public init(opened url: String) {
        self.init(url: url, source: Self.isWeb(url) ? .universalLink : .otherApp)
    }

    /// A Foundation `URL` the system asked the app to open; see ``init(opened:)-(String)``.
    public init(opened url: URL) {
        self.init(opened: url.absoluteString)
    }

    /// A user activity the system continues (`onContinueUserActivity`, `scene(_:continue:)`,
    /// `application(_:continue:restorationHandler:)`): a web-browsing activity with an `http` or
    /// `https` page is a universal link. Any other activity (Handoff of the app's own
    /// activities, Spotlight, Siri) is not a link: `nil`, for the app to handle itself.
    public init?(activityType: String, webpageURL: String?) {
        guard activityType == Self.browsingWebActivityType, let webpageURL, Self.isWeb(webpageURL) else { return nil }
        self.init(url: webpageURL, source: .universalLink)
    }

    /// A user activity with a Foundation `URL`; see ``init(activityType:webpageURL:)-(_,String?)``.
    public init?(activityType: String, webpageURL: URL?) {
        self.init(activityType: activityType, webpageURL: webpageURL?.absoluteString)
    }

    /// `url from source`.
    public var description: String { "\(url) from \(source)" }

    /// Whether the URL's scheme is `http` or `https`, in any case.
    static func isWeb(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon].lowercased()
        return scheme == "http" || scheme == "https"
    }
}
