import JunctionSupport
/// An error from Junction: what went wrong, a code you can branch on, and where it happened.
///
/// Every problem a user of the library can cause (a malformed URL, a bad pattern, a missing
/// parameter, a URL no route answers) is reported as a `RouteError`. Branch on ``code``;
/// show ``description`` to people: it reads like a compiler diagnostic and, for pattern
/// errors, draws a caret under the column.
///
/// ```swift
/// do {
///     try await router.open("shop://nowhere")
/// } catch let error as RouteError where error.code == .notFound {
///     print(error.message)   // no route matches shop://nowhere
/// }
/// ```
public struct RouteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is. New codes may be added, so `switch` over it with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The name of the code, as the CLI prints it (`notFound`, `invalidURL`, ...).
        public let name: String

        /// A code with the given name.
        public init(_ name: String) { self.name = name }

        /// The code's name.
        public var description: String { name }

        /// No route matches the URL.
        public static let notFound = Code("notFound")
        /// The URL is malformed (bad scheme, bad percent-encoding, control character, dot segment, user info...).
        public static let invalidURL = Code("invalidURL")
        /// The URL goes past one of the configured limits, or an outside open held the longest
        /// was dropped for a newer one.
        public static let limitExceeded = Code("limitExceeded")
        /// The route exists, but the request is not allowed to open it.
        public static let notAllowed = Code("notAllowed")
        /// A pattern could not be parsed.
        public static let invalidPattern = Code("invalidPattern")
        /// A pattern matches exactly the URLs of a route registered earlier, or a name is taken.
        public static let conflict = Code("conflict")
        /// A parameter that was required is absent.
        public static let missingParameter = Code("missingParameter")
        /// A parameter is present but is not what was expected.
        public static let invalidParameter = Code("invalidParameter")
        /// The handler answered with a value of another type than the caller asked for.
        public static let typeMismatch = Code("typeMismatch")
        /// No route has the given name.
        public static let unknownRoute = Code("unknownRoute")
        /// A synchronous open reached a route whose handler, fallback or interceptors are `async`.
        public static let asyncHandler = Code("asyncHandler")
        /// An interceptor stopped the open.
        public static let rejected = Code("rejected")
        /// Redirects went on past the limit (a loop, most likely).
        public static let tooManyRedirects = Code("tooManyRedirects")
        /// A ``TimeLimitedInterceptor`` took longer than its limit, counting its own time (before
        /// it called `next` and after `next` returned).
        public static let interceptorTimedOut = Code("interceptorTimedOut")
        /// An outside open was held past the expiry (``HeldOpenLimits/expiry``) and not opened.
        public static let expired = Code("expired")
        /// An outside open was held until the app resumes outside opens, or an open was held
        /// while routes load (``RouteLoading``); it runs then.
        public static let held = Code("held")
        /// The router was asked to match while routes load (``RouteLoading``): an open waits for
        /// them, a match cannot.
        public static let notReady = Code("notReady")
    }

    /// What kind of problem this is.
    public let code: Code
    /// What the message is made from; composed only when read, so a lookup that throws
    /// `notFound` allocates nothing for the message.
    private let text: Text
    /// The message as it was composed, with the input it quotes as given: for output that
    /// escapes text itself (JSON); ``message`` is the one to show on a line.
    public var unescapedMessage: String { text.composed }
    /// For pattern errors: the pattern's text, as given.
    public let pattern: String?
    /// For pattern errors: the 1-based column (in characters) of the problem in ``pattern``.
    public let column: Int?

    /// One line saying what went wrong and where, without the code.
    ///
    /// Input the message quotes (a URL, a pattern, a value) is shown with every character that
    /// could break the line or reorder it written as `\u{HEX}` (`DisplayEscaping`), so the
    /// message is always one line, shown in the order written.
    public var message: String { DisplayEscaping.escape(unescapedMessage) }

    /// An error with a code and a message, and for pattern errors the pattern and column.
    ///
    /// The message may quote input as given; ``message`` and ``description`` escape it.
    public init(_ code: Code, _ message: String, pattern: String? = nil, column: Int? = nil) {
        self.init(code, text: .given(message), pattern: pattern, column: column)
    }

    private init(_ code: Code, text: Text, pattern: String? = nil, column: Int? = nil) {
        self.code = code
        self.text = text
        self.pattern = pattern
        self.column = column
    }

    /// `no route matches URL`, with the URL kept by reference until the message is read.
    static func notFound(_ url: String) -> RouteError {
        RouteError(.notFound, text: .notFound(url: url))
    }

    /// A message, or what composes it.
    private enum Text: Sendable {
        case given(String)
        case notFound(url: String)

        var composed: String {
            switch self {
            case .given(let message): message
            case .notFound(let url): "no route matches " + url
            }
        }
    }

    /// Errors are equal when their codes, messages, patterns and columns are, however their
    /// messages were composed.
    public static func == (lhs: RouteError, rhs: RouteError) -> Bool {
        lhs.code == rhs.code && lhs.pattern == rhs.pattern && lhs.column == rhs.column
            && lhs.unescapedMessage == rhs.unescapedMessage
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(unescapedMessage)
        hasher.combine(pattern)
        hasher.combine(column)
    }

    /// `code: message`, followed for pattern errors by the pattern and a caret under the column,
    /// the pattern escaped as the message is.
    public var description: String {
        var text = "\(code): \(message)"
        if let pattern, let column {
            let caret = DisplayEscaping.escapedColumn(column, in: pattern)
            text += "\n  \(DisplayEscaping.escape(pattern))\n  \(String(repeating: " ", count: caret - 1))^"
        }
        return text
    }
}

extension RouteError.Code {
    /// Lets `catch RouteError.Code.notFound` match a thrown ``RouteError`` by its code.
    public static func ~= (code: RouteError.Code, error: any Error) -> Bool {
        (error as? RouteError)?.code == code
    }
}
