import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DeclaredModule` on a type with an `init()`: places a record in the same linker section as
/// the routes', which makes one instance at launch, so the app finds its modules without a list.
/// The compiler plug-in's `DeclaredModuleMacro` expands with it.
public struct DeclaredModuleExpansion: PeerMacro {
    /// The record `@DeclaredModule` adds beside the type it is attached to.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name: TokenSyntax
        if let type = declaration.as(StructDeclSyntax.self) {
            name = type.name
        } else if let type = declaration.as(ClassDeclSyntax.self) {
            name = type.name
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            name = type.name
        } else if let type = declaration.as(ActorDeclSyntax.self) {
            name = type.name
        } else {
            context.diagnose(Diagnostic(node: node, message: RouteDiagnostic.notAGlobalType))
            return []
        }
        guard context.lexicalContext.isEmpty else {
            context.diagnose(Diagnostic(node: node, message: RouteDiagnostic.notAGlobalType))
            return []
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let type = name.trimmedDescription
        let file = location.map { $0.file.description } ?? "#fileID"
        let line = location.map { $0.line.description } ?? "#line"
        return [
            SectionRecord.declaration(
                named: "__junctionModule_\(type.filter { $0 != "`" })",
                calling: """
                    JunctionDeclaredRoutes.DeclaredRoutes._module(
                            $0, file: \(file), line: \(line), make: \(type).init)
                    """)
        ]
    }
}
