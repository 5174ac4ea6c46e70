/// Something that happened to the app, which a ``ModuleHost`` tells every module of.
///
/// An event is a name and a payload of strings, so the kinds of event can grow without breaking
/// a `switch`, and an app can send events of its own with ``custom(_:payload:)``:
///
/// ```swift
/// func handle(_ event: AppEvent, context: ModuleContext) async {
///     switch event.name {
///     case .enteredBackground: await save()
///     case .openedURL: print(event.payload["url"] ?? "")
///     case "cart.emptied": await clearBadge()
///     default: break
///     }
/// }
/// ```
public struct AppEvent: Hashable, Sendable, CustomStringConvertible {
    /// The kind of event. New names may be added, so `switch` over it with a `default`.
    public struct Name: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The name's text.
        public let text: String

        /// A name with the given text.
        public init(_ text: String) { self.text = text }

        /// A name written as a string literal, such as `"cart.emptied"`.
        public init(stringLiteral text: String) { self.text = text }

        /// The name's text.
        public var description: String { text }

        /// The app finished launching.
        public static let launched = Name("launched")
        /// The app went to the background.
        public static let enteredBackground = Name("enteredBackground")
        /// The app is about to come back to the foreground.
        public static let willEnterForeground = Name("willEnterForeground")
        /// The app is about to end.
        public static let willTerminate = Name("willTerminate")
        /// The app was asked to open a URL; it is the payload's `url`.
        public static let openedURL = Name("openedURL")
        /// The app received a notification; the payload is its contents.
        public static let receivedNotification = Name("receivedNotification")
    }

    /// The kind of event.
    public let name: Name
    /// What came with the event: the URL of ``openedURL(_:)``, a notification's contents, or
    /// what a custom event carries.
    public let payload: [String: String]

    /// An event with a name and a payload.
    public init(_ name: Name, payload: [String: String] = [:]) {
        self.name = name
        self.payload = payload
    }

    /// The app finished launching.
    public static let launched = AppEvent(.launched)
    /// The app went to the background.
    public static let enteredBackground = AppEvent(.enteredBackground)
    /// The app is about to come back to the foreground.
    public static let willEnterForeground = AppEvent(.willEnterForeground)
    /// The app is about to end.
    public static let willTerminate = AppEvent(.willTerminate)

    /// The app was asked to open `url` (by the system, another app or a universal link).
    public static func openedURL(_ url: String) -> AppEvent {
        AppEvent(.openedURL, payload: ["url": url])
    }

    /// The app received a notification with these contents.
    public static func receivedNotification(_ contents: [String: String]) -> AppEvent {
        AppEvent(.receivedNotification, payload: contents)
    }

    /// An event of the app's own, such as `.custom("cart.emptied", payload: ["items": "3"])`.
    /// Give it a name none of the built-in events have: a custom event named `launched` is
    /// ``launched``.
    public static func custom(_ name: String, payload: [String: String] = [:]) -> AppEvent {
        AppEvent(Name(name), payload: payload)
    }

    /// The name, then the payload sorted by key: `openedURL(url: shop://cart)`.
    public var description: String {
        guard !payload.isEmpty else { return name.text }
        let fields = payload.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "\(name.text)(\(fields.joined(separator: ", ")))"
    }
}
