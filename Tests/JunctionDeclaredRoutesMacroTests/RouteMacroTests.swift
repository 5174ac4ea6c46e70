import Junction
import JunctionDeclaredRoutesExpansions
import SwiftDiagnostics
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Route`'s expansion and every diagnostic it gives, with exact messages, lines and columns.
@Suite struct RouteMacroTests {
    static let macros = ["Route": MacroSpec(type: RouteExpansion.self)]

    /// `assertMacroExpansion`, its failures recorded as Swift Testing issues.
    static func expect(
        _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [], fixedSource: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source, expandedSource: expandedSource, diagnostics: diagnostics, macroSpecs: macros,
            fixedSource: fixedSource, testModuleName: "Shop", testFileName: "Routes.swift",
            failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test func aRouteBecomesAKeyedDeclarationAndASectionRecord() {
        Self.expect(
            """
            @Route("shop://product/{id:int}", name: "product", exposure: .everywhere)
            func productPage(_ context: RouteContext) -> String { "" }
            """,
            expandedSource: """
            func productPage(_ context: RouteContext) -> String { "" }

            func twoRoutesOfThisModuleMatchTheSameURLs(`shop://product/{:int}`: Void) {
            }

            #if objectFormat(MachO)
            @section("__DATA,__jn_routes")
            #else
            @section("junction_routes")
            #endif
            @used
            let __junctionRoute_productPage: JunctionDeclaredRoutes.DeclaredRouteRecord = {
                JunctionDeclaredRoutes.DeclaredRoutes._record(
                    $0, "shop://product/{id:int}", name: "product", exposure: .everywhere,
                    file: "Shop/Routes.swift", line: 1, handler: productPage)
            }
            """)
    }
}

/// Every diagnostic `@Route` and `@DeclaredModule` give, with exact messages and columns.
@Suite struct RouteMacroDiagnosticTests {
    /// The pattern as written in the source, the message, and its column on line 1.
    @Test(arguments: [
        (#""shop://files/**/raw""#, "invalidPattern: '**' must be the last segment at column 14", 22),
        // An escape: the source and the value differ, so the error is at the literal.
        (#""/caf\u{E9}/{x}/{x}""#, #"invalidPattern: parameter name "x" is used twice at column 11"#, 8),
        (#""shop://\(scheme)/home""#, "the pattern of @Route must be a string literal, without interpolation", 8),
    ])
    func aPatternTheMacroRefusesIsAnErrorAtItsColumn(written: String, message: String, column: Int) {
        RouteMacroTests.expect(
            "@Route(\(written))\nfunc handler(_ context: RouteContext) {}",
            expandedSource: "func handler(_ context: RouteContext) {}",
            diagnostics: [DiagnosticSpec(message: message, line: 1, column: column)])
    }

    @Test func anAngleCaptureInABadPatternOffersJunctionsCapture() {
        RouteMacroTests.expect(
            """
            @Route("shop://product/<int:id>/{id}")
            func product(_ context: RouteContext) {}
            """,
            expandedSource: """
            func product(_ context: RouteContext) {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "invalidPattern: a capture with a converter is written {id:int}, not <int:id> at column 16",
                    line: 1,
                    column: 24,
                    fixIts: [FixItSpec(message: "write 'shop://product/{id:int}/{id}'")])
            ],
            fixedSource: """
            @Route("shop://product/{id:int}/{id}")
            func product(_ context: RouteContext) {}
            """)
    }

    @Test func anAngleCaptureThatParsesAsTextIsAWarningWithAFixIt() {
        RouteMacroTests.expect(
            """
            @Route("/user/<name>")
            func user(_ context: RouteContext) {}
            """,
            expandedSource: """
            func user(_ context: RouteContext) {}

            func twoRoutesOfThisModuleMatchTheSameURLs(`/user/<name>`: Void) {
            }

            #if objectFormat(MachO)
            @section("__DATA,__jn_routes")
            #else
            @section("junction_routes")
            #endif
            @used
            let __junctionRoute_user: JunctionDeclaredRoutes.DeclaredRouteRecord = {
                JunctionDeclaredRoutes.DeclaredRoutes._record(
                    $0, "/user/<name>", name: nil, exposure: .inApp,
                    file: "Shop/Routes.swift", line: 1, handler: user)
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'<name>' is literal text in a pattern; a capture is written '{name}' or ':name'", line: 1, column: 15,
                    severity: .warning, fixIts: [FixItSpec(message: "write '/user/{name}'")])
            ],
            fixedSource: """
            @Route("/user/{name}")
            func user(_ context: RouteContext) {}
            """)
    }

    @Test(arguments: [
        ("@Route(\"/a\")\nvar handler = 1", "var handler = 1", 1, 1),
        (
            "struct Pages {\n    @Route(\"/a\")\n    static func page(_ context: RouteContext) {}\n}",
            "struct Pages {\n    static func page(_ context: RouteContext) {}\n}", 2, 5
        ),
    ])
    func aRouteOnAnythingButAGlobalFunctionIsAnError(source: String, expanded: String, line: Int, column: Int) {
        RouteMacroTests.expect(
            source,
            expandedSource: expanded,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Route goes on a global function that handles the route, such as 'func product(_ context: RouteContext) throws -> Page'",
                    line: line, column: column)
            ])
    }

    @Test func aModuleBecomesASectionRecord() {
        assertMacroExpansion(
            """
            @DeclaredModule
            public struct CartModule {}
            """,
            expandedSource: """
            public struct CartModule {}

            #if objectFormat(MachO)
            @section("__DATA,__jn_routes")
            #else
            @section("junction_routes")
            #endif
            @used
            let __junctionModule_CartModule: JunctionDeclaredRoutes.DeclaredRouteRecord = {
                JunctionDeclaredRoutes.DeclaredRoutes._module(
                    $0, file: "Shop/Routes.swift", line: 1, make: CartModule.init)
            }
            """,
            macroSpecs: ["DeclaredModule": MacroSpec(type: DeclaredModuleExpansion.self)], testModuleName: "Shop",
            testFileName: "Routes.swift", failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    @Test func aModuleThatIsNotATopLevelTypeIsAnError() {
        assertMacroExpansion(
            """
            @DeclaredModule
            func setUp() {}
            """,
            expandedSource: """
            func setUp() {}
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@DeclaredModule goes on a type declared at the top level of a file, with an 'init()'", line: 1, column: 1)
            ],
            macroSpecs: ["DeclaredModule": MacroSpec(type: DeclaredModuleExpansion.self)], testModuleName: "Shop",
            testFileName: "Routes.swift", failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
}
