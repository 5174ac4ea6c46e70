import Junction
import JunctionRouteKeys
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import JunctionSupport

/// `@Route("pattern", name:, exposure:)` on a global function: checks the pattern with Junction's
/// own parser, names a declaration after each pattern's key (so two routes of one module that
/// match the same URLs are a redeclaration), and places a record of the route in the linker
/// section `DeclaredRoutes` reads at launch. The compiler plug-in's `RouteMacro` expands with
/// it, and the macro tests call it as that macro.
public struct RouteExpansion: PeerMacro {
    /// The base name of the declarations that make a module's duplicates a redeclaration.
    static let duplicateMarker = "twoRoutesOfThisModuleMatchTheSameURLs"

    /// The declarations `@Route` adds beside the function it is attached to.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self), context.lexicalContext.isEmpty else {
            context.diagnose(Diagnostic(node: node, message: RouteDiagnostic.notAGlobalFunction))
            return []
        }
        let arguments = node.arguments?.as(LabeledExprListSyntax.self) ?? []
        guard let first = arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self),
              let text = PatternLiteral(literal)
        else {
            context.diagnose(Diagnostic(node: arguments.first.map { Syntax($0.expression) } ?? Syntax(node), message: RouteDiagnostic.notALiteral))
            return []
        }

        let fixIt = AngleCaptures.rewrite(text.value).map { rewritten in
            FixIt.replace(
                message: RouteFixIt(message: "write '\(rewritten)'"), oldNode: literal,
                newNode: StringLiteralExprSyntax(content: rewritten))
        }
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(text.value)
        } catch {
            context.diagnose(Diagnostic(
                node: literal, position: text.position(ofColumn: error.column),
                message: RouteDiagnostic.invalidPattern("\(error.code): \(error.message)"),
                fixIts: fixIt.map { [$0] } ?? []))
            return []
        }
        if let fixIt, let angle = AngleCaptures.first(in: text.value) {
            context.diagnose(Diagnostic(
                node: literal, position: text.position(ofOffset: angle.offset),
                message: RouteDiagnostic.literalAngleCapture(angle.written, angle.capture), fixIts: [fixIt]))
        }

        var peers: [DeclSyntax] = RouteKey.keys(of: pattern).map { key in
            "func \(raw: duplicateMarker)(`\(raw: rawIdentifier(key))`: Void) {}"
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let name = argument("name", in: arguments) ?? "nil"
        let exposure = argument("exposure", in: arguments) ?? ".inApp"
        let handler = function.name.trimmedDescription
        let file = location.map { $0.file.description } ?? "#fileID"
        let line = location.map { $0.line.description } ?? "#line"
        peers.append(SectionRecord.declaration(
            named: "__junctionRoute_\(handler.filter { $0 != "`" })",
            calling: """
                JunctionDeclaredRoutes.DeclaredRoutes._record(
                        $0, \(literal.trimmedDescription), name: \(name), exposure: \(exposure),
                        file: \(file), line: \(line), handler: \(handler))
                """))
        return peers
    }

    /// The expression of the argument labelled `label`, as written.
    private static func argument(_ label: String, in arguments: LabeledExprListSyntax) -> String? {
        arguments.first { $0.label?.text == label }?.expression.trimmedDescription
    }

    /// `key` as the text of a raw identifier: a backtick, a backslash or a line break would end
    /// it, so they are written percent-encoded, as in a URL.
    static func rawIdentifier(_ key: String) -> String {
        var result = ""
        for character in key {
            switch character {
            case "`": result += "%60"
            case "\\": result += "%5C"
            case "\n": result += "%0A"
            case "\r": result += "%0D"
            default: result.append(character)
            }
        }
        return result
    }
}
