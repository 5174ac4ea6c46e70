import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in with Junction's macros.
@main
struct JunctionDeclaredRoutesPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [RouteMacro.self, DeclaredModuleMacro.self]
}
