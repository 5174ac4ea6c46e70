import JunctionDeclaredRoutesExpansions
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The compiler plug-in with Junction's macros. Each macro expands with its expansion in
/// `JunctionDeclaredRoutesExpansions`, a library, which the macro tests use without depending
/// on this plug-in: a test target that depends on a macro makes SwiftPM build every test target,
/// and every library they use, a second time for the host.
@main
struct JunctionDeclaredRoutesPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [RouteMacro.self, DeclaredModuleMacro.self]
}

/// `@Route`: see `RouteExpansion`.
public struct RouteMacro: PeerMacro {
    /// The declarations `@Route` adds beside the function it marks.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try RouteExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

/// `@DeclaredModule`: see `DeclaredModuleExpansion`.
public struct DeclaredModuleMacro: PeerMacro {
    /// The declarations `@DeclaredModule` adds beside the type it marks.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try DeclaredModuleExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
