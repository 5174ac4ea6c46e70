import Foundation
import Junction
@testable import JunctionDeclaredRoutes
import Testing

/// Routes declared with `@Route` in three modules that never import each other (nor does this
/// test import them): Catalog and Account, the library article's example, and Deals, whose routes clash
/// with theirs. Found in the linker section and added by one call.
@Suite struct DeclaredRoutesTests {
    /// The test binary holds every test target's modules, the demo shop's among them: these
    /// tests look at the fixtures' alone.
    static let fixtures = DeclaredRoutes.all.modules(["Catalog", "Account", "Deals"])
    static let catalogAndAccount = DeclaredRoutes.all.modules(["Catalog", "Account"])

    static let conflictReport = """
        conflict: 2 declared routes match the same URLs as another module's
          shop://product/{id:int} (Catalog/CatalogRoutes.swift:6) and shop://product/{n:int} (Deals/DealRoutes.swift:6) both match shop://product/{:int}
          /account(/{tab}) (Account/AccountRoutes.swift:12) and /account/{section} (Deals/DealRoutes.swift:9) both match /account/{}
        """

    @Test func everyDeclarationIsFoundByModuleFileAndLine() {
        #expect(Self.fixtures.modules == ["Account", "Catalog", "Deals"])
        #expect(Self.fixtures.routes.map(\.description) == [
            "shop://user/{name}/orders (Account/AccountRoutes.swift:6)",
            "/account(/{tab}) (Account/AccountRoutes.swift:12)",
            "shop://product/{id:int} (Catalog/CatalogRoutes.swift:6)",
            "shop://catalog/search?sort=relevance (Catalog/CatalogRoutes.swift:12)",
            "shop://product/{n:int} (Deals/DealRoutes.swift:6)",
            "/account/{section} (Deals/DealRoutes.swift:9)",
            "shop://deals (Deals/DealRoutes.swift:12)",
        ])
        let product = Self.fixtures.routes.first { $0.name == "product" }
        #expect(product?.exposure == .everywhere)
        #expect(Self.fixtures.routes.compactMap(\.name) == ["product"])
    }

    @Test(arguments: [
        ("shop://product/42", "product 42"),
        ("shop://catalog/search", "search by relevance"),
        ("shop://catalog/search?sort=price", "search by price"),
        ("shop://user/ada/orders", "orders of ada at Corner Shop"),
        ("/account", "account, tab none"),
        ("/account/billing", "account, tab billing"),
    ])
    func everyRouteOfTwoModulesIsReachableAfterOneCall(url: String, answer: String) async throws {
        let router = Router()
        try Self.catalogAndAccount.add(to: router, environment: "Corner Shop")
        #expect(try await router.open(url, as: String.self) == answer)
    }

    /// The article's app. This test binary also links Deals, whose routes conflict with
    /// Catalog's and Account's, so it names the article's two modules where the article adds all.
    @Test func theArticlesApp() async throws {
        let router = Router()
        try DeclaredRoutes.all.modules(["Catalog", "Account"]).add(to: router, environment: "Corner Shop")
        #expect(try await router.open("shop://product/42", as: String.self) == "product 42")
        #expect(try await router.open("shop://user/ada/orders", as: String.self) == "orders of ada at Corner Shop")
    }

    @Test func eachModuleIsOneCollectionNamedAfterIt() throws {
        let router = Router()
        try Self.catalogAndAccount.add(to: router, environment: "Corner Shop")
        #expect(try router.remove("Account"))
        #expect(!router.canOpen("shop://user/ada/orders"))
        #expect(router.canOpen("shop://product/1"))
        #expect(try router.url(for: "product", ["id": "7"]) == "shop://product/7")
    }

    @Test func conflictsBetweenModulesAreReportedAllAtOnceAndNothingIsAdded() {
        let router = Router()
        #expect(Self.fixtures.conflicts.map(\.key) == ["shop://product/{:int}", "/account/{}"])
        #expect {
            try Self.fixtures.add(to: router, environment: "Corner Shop")
        } throws: { error in
            "\(error)" == Self.conflictReport
        }
        #expect(!router.canOpen("shop://deals"))
        #expect(!router.canOpen("shop://user/ada/orders"))
    }

    @Test func aHandlerGivenTheWrongEnvironmentIsReportedAndNothingIsAdded() {
        let router = Router()
        #expect {
            try Self.catalogAndAccount.add(to: router, environment: 7)
        } throws: { error in
            "\(error)" == """
                error: the handler of shop://user/{name}/orders (Account/AccountRoutes.swift:6) takes a String as its environment; the app gave a Int
                """
        }
        #expect(!router.canOpen("shop://product/1"))
    }

    @Test func aRouteOfTheRoutersOwnWithTheSameURLsKeepsEveryModuleOut() throws {
        let router = Router()
        try router.register("shop://user/{who}/orders") { _ in "mine" }
        #expect {
            try Self.catalogAndAccount.add(to: router, environment: "Corner Shop")
        } throws: { error in
            "\(error)".hasPrefix("error: module Account: conflict:")
        }
        #expect(!router.canOpen("shop://product/1"))
    }

    /// The library's article shows the fixtures' code and the conflict report as they are.
    @Test func theArticleShowsTheFixturesAndTheReport() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func text(_ path: String) throws -> String {
            String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
        }
        let article = try text("Sources/JunctionDeclaredRoutes/JunctionDeclaredRoutes.docc/JunctionDeclaredRoutes.md")
        let start = try #require(article.range(of: "\n### Two modules and the app\n"))
        let end = try #require(article.range(of: "\n## ", range: start.upperBound..<article.endIndex))
        let section = String(article[start.upperBound..<end.lowerBound])
        #expect(section.contains(Self.conflictReport))
        let catalog = try text("Tests/DeclaredRoutesFixtures/Catalog/CatalogRoutes.swift")
        let account = try text("Tests/DeclaredRoutesFixtures/Account/AccountRoutes.swift")
        for function in [catalog, account].map({ $0.components(separatedBy: "\n\n")[1] }) {
            #expect(section.contains(function))
        }
    }
}

/// A synchronous handler stays synchronous: its route opens with `openSynchronously`.
@Suite struct DeclaredSynchronousRoutesTests {
    @Test func aSynchronousHandlerOpensSynchronously() throws {
        let router = Router()
        try DeclaredRoutes.all.modules(["Catalog", "Account"]).add(to: router, environment: "Corner Shop")
        #expect(try router.openSynchronously("shop://product/42") as? String == "product 42")
        #expect(try router.openSynchronously("shop://user/ada/orders") as? String == "orders of ada at Corner Shop")
    }

    @Test func anAsynchronousHandlerStaysAsynchronous() throws {
        let router = Router()
        try DeclaredRoutes.all.modules(["Catalog"]).add(to: router)
        #expect {
            try router.openSynchronously("shop://catalog/search")
        } throws: { error in
            (error as? RouteError)?.code == .asyncHandler
        }
    }
}

/// `localizedDescription`, which apps show in alerts and logs, says what `description` says.
@Suite struct DeclaredRoutesLocalizedDescriptionTests {
    @Test func aDeclaredRoutesErrorsLocalizedDescriptionIsItsDescription() {
        let error = DeclaredRoutesError(conflicts: [], problems: [.init("a problem")])
        #expect((error as any Error).localizedDescription == error.description)
        #expect(error.description.contains("a problem"))
    }
}
