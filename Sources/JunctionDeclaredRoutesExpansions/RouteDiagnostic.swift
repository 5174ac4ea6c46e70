import Junction
import SwiftDiagnostics
import JunctionSupport

/// What `@Route` reports; a bad pattern's message is the one `RoutePattern` throws.
struct RouteDiagnostic: DiagnosticMessage {
    let message: String
    let id: String
    var severity: DiagnosticSeverity = .error

    var diagnosticID: MessageID { MessageID(domain: "JunctionDeclaredRoutes", id: id) }

    static let notAGlobalFunction = RouteDiagnostic(
        message: "@Route goes on a global function that handles the route, such as "
            + "'func product(_ context: RouteContext) throws -> Page'",
        id: "notAGlobalFunction")

    static let notAGlobalType = RouteDiagnostic(
        message: "@DeclaredModule goes on a type declared at the top level of a file, with an 'init()'",
        id: "notAGlobalType")

    static let notALiteral = RouteDiagnostic(
        message: "the pattern of @Route must be a string literal, without interpolation", id: "notALiteral")

    static func invalidPattern(_ text: String) -> RouteDiagnostic {
        RouteDiagnostic(message: text, id: "invalidPattern")
    }

    static func literalAngleCapture(_ written: String, _ capture: String) -> RouteDiagnostic {
        RouteDiagnostic(
            message: AngleCaptures.literalWarning(written: written, capture: capture),
            id: "literalAngleCapture", severity: .warning)
    }
}

/// A fix-it's label.
struct RouteFixIt: FixItMessage {
    let message: String
    var fixItID: MessageID { MessageID(domain: "JunctionDeclaredRoutes", id: "rewrite") }
}
