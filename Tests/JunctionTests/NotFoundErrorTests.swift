import Junction
import Testing

/// A URL no route matches throws `notFound`, whose message is composed only when read: it must
/// read, compare and hash exactly as an error made with the same message.
@Suite struct NotFoundErrorTests {
    static let urls = ["shop://nowhere", "/a/b?q=1#f", "app://x/%C3%A9/\u{202E}evil"]

    @Test(arguments: urls) func everyPathThrowsTheSameError(url: String) throws {
        let router = Router()
        try router.register("shop://somewhere") { _ in }
        let made = RouteError(.notFound, "no route matches \(url)")
        var thrown: [RouteError] = []
        do { _ = try router.resolve(url) } catch { thrown.append(error) }
        do { try router.openSynchronously(url) } catch let error as RouteError { thrown.append(error) }
        #expect(thrown.count == 2)
        for error in thrown {
            #expect(error == made)
            #expect(error.hashValue == made.hashValue)
            #expect(error.code == .notFound)
            #expect(error.message == made.message)
            #expect(error.description == made.description)
            #expect(error.pattern == nil && error.column == nil)
        }
        #expect(router.canOpen(url) == false)
    }

    @Test func escapesWhatItQuotes() throws {
        let router = Router()
        do {
            _ = try router.resolve("app://x/\u{202E}y")
            Issue.record("resolved")
        } catch {
            #expect(error.message == "no route matches app://x/\\u{202E}y")
            #expect(error.description == "notFound: no route matches app://x/\\u{202E}y")
        }
    }
}
