import SwiftSyntax
import SwiftSyntaxBuilder

/// The constant both macros write: a record in the linker section `DeclaredRoutes` reads,
/// `junction_routes` on ELF and `__DATA,__jn_routes` on Mach-O.
enum SectionRecord {
    /// A global constant named `name` whose value calls `call` (the collector is `$0`); `call`'s
    /// lines after the first are indented as they should appear.
    static func declaration(named name: String, calling call: String) -> DeclSyntax {
        """
        #if objectFormat(MachO)
        @section("__DATA,__jn_routes")
        #else
        @section("junction_routes")
        #endif
        @used
        let \(raw: name): JunctionDeclaredRoutes.DeclaredRouteRecord = {
            \(raw: call)
        }
        """
    }
}
