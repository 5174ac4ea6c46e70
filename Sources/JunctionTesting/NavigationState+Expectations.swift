import JunctionNavigation

/// What a test expected of the navigation, and what it found: thrown by the expectations on
/// ``JunctionNavigation/NavigationState``, so XCTest and Swift Testing both report it as a
/// failure with this message.
public struct NavigationMismatch: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was expected and what was found, on one line.
    public let message: String

    /// A mismatch with this message.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension NavigationState {
    /// Throws unless the visible pages (the selected tab's, then each modal's) show these
    /// routes, bottom first.
    ///
    /// ```swift
    /// try navigator.state.expect(visible: ["home", "product", "login"])
    /// ```
    public func expect(visible routes: [String]) throws(NavigationMismatch) {
        let found = visiblePages.map(\.route)
        guard found != routes else { return }
        throw NavigationMismatch(message: "expected the pages \(Self.list(routes)), found \(Self.list(found))")
    }

    /// Throws unless `outline` is this text, such as `[cart] cart#2 > checkout#3 | login#4`.
    public func expect(outline expected: String) throws(NavigationMismatch) {
        guard outline != expected else { return }
        throw NavigationMismatch(message: "expected \(expected), found \(outline)")
    }

    /// Throws unless the page on top shows `route`, and, when given, exactly these parameters.
    public func expect(top route: String, parameters: [String: String]? = nil) throws(NavigationMismatch) {
        guard let top else {
            throw NavigationMismatch(message: "expected \(route) on top, found no page")
        }
        guard top.route == route else {
            throw NavigationMismatch(message: "expected \(route) on top, found \(top.route)")
        }
        if let parameters, top.parameters != parameters {
            throw NavigationMismatch(
                message: "expected \(route) with \(Self.list(parameters)), found \(Self.list(top.parameters))")
        }
    }

    private static func list(_ routes: [String]) -> String {
        routes.isEmpty ? "(none)" : routes.joined(separator: " > ")
    }

    private static func list(_ parameters: [String: String]) -> String {
        parameters.isEmpty ? "no parameters" : parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
