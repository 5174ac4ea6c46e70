import Foundation
import Junction
import Testing

/// The README's "Links from outside, and opens that fail" examples, verbatim.
@Suite struct ReadmeOutsideOpensExampleTests {
    @Test func heldLinkExample() async throws {
        let router = Router()

        router.outsideOpens.hold(until: "launch")              // first thing at launch
        let url = URL(string: "shop://orders/7")!              // what onOpenURL hands the app
        let link = Task {
            try await router.open(RouteRequest(url: url.absoluteString, source: .universalLink))
        }
        try router.register("shop://orders/:id", exposure: .everywhere) { context in "order \(context.parameters["id"] ?? "")" }
        await router.outsideOpens.resume(after: "launch")      // the held link opens now
        let order = try await link.value                       // "order 7"

        #expect(order as? String == "order 7")
    }

    @Test func timeLimitSkippingAndFailureExample() async throws {
        let router = Router()

        try router.addInterceptor(ClosureInterceptor { interception, next in
            try await next(interception.request)
        }.timeLimited(.seconds(2)), name: "flags")
        try router.register("shop://debug") { _ in "debug menu" }
        let debug = try await router.open(RouteRequest(url: "shop://debug", skipsInterceptors: true))  // in-app only

        try router.register("shop://broken") { _ in throw CocoaError(.featureUnsupported) }
        try router.add(.failure { error, request in "\(request.url) is not available" })
        let answer = try await router.open("shop://broken")    // "shop://broken is not available"

        #expect(debug as? String == "debug menu")
        #expect(answer as? String == "shop://broken is not available")
    }
}
