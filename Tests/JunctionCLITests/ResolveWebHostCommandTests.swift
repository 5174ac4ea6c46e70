import Foundation
import Testing

/// `junction resolve` with wildcard web hosts and web schemes, as Wikipedia's and
/// Kickstarter's links arrive.
@Suite struct ResolveWebHostCommandTests {
    @Test func aWildcardWebHostTakesEveryLanguageSubdomain() throws {
        let result = try JunctionBinary.run([
            "resolve", "--pattern", "/wiki/:title", "--web-host", "*.wikipedia.org", "https://de.wikipedia.org/wiki/France",
        ])
        #expect(result.stdout == """
            https://de.wikipedia.org/wiki/France
              route:      /wiki/:title
              parameters: title=France

            """)
        #expect(result.status == 0)
    }

    @Test func aWildcardNeverTakesItsDomainOrALookalike() throws {
        let result = try JunctionBinary.run([
            "resolve", "--format", "json", "--pattern", "/wiki/:title", "--web-host", "*.wikipedia.org",
            "https://wikipedia.org/wiki/France", "https://wikipedia.org.evil.example/wiki/France", "https://ja.m.wikipedia.org/wiki/%E6%9D%B1",
        ])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""matched":false"#))
        #expect(lines[1].contains(#""matched":false"#))
        #expect(lines[2].contains(#""parameters":{"title":"東"}"#))
        #expect(result.status == 1)
    }

    @Test func aWebSchemeReachesTheSchemelessRoutes() throws {
        let result = try JunctionBinary.run([
            "resolve", "--pattern", "/projects/:creator_param/:project_param", "--web-host", "www.kickstarter.com",
            "--web-scheme", "ksr", "ksr://www.kickstarter.com/projects/a/b",
        ])
        #expect(result.stdout == """
            ksr://www.kickstarter.com/projects/a/b
              route:      /projects/:creator_param/:project_param
              parameters: creator_param=a, project_param=b

            """)
        #expect(result.status == 0)
    }

    @Test func anOtherAppLinkOnTheWebSchemeKeepsItsSource() throws {
        let result = try JunctionBinary.run([
            "resolve", "--pattern", "/projects/:creator_param/:project_param", "--web-host", "www.kickstarter.com",
            "--web-scheme", "ksr", "--source", "other-app", "ksr://www.kickstarter.com/projects/a/b",
        ])
        // A pattern given on the command line opens only in the app: the source was kept.
        #expect(result.stdout.contains("opens only from inside the app, not from other-app"))
        #expect(result.status == 1)
    }

    @Test(arguments: ["*", "*.com", "a.*.com", "**.x.com", "*foo.com"])
    func aMalformedWildcardIsAUsageError(_ host: String) throws {
        let result = try JunctionBinary.run(["resolve", "--pattern", "/p/:id", "--web-host", host, "https://x.com/p/1"])
        #expect(result.stderr.contains(
            "--web-host: \"\(host)\" is not a web host: a wildcard is a leading \"*.\" then a domain of at least two labels, such as \"*.example.com\""))
        #expect(result.status == 2)
    }
}
