import Foundation
import Testing

/// Issue 6, part 8: `junction demo` plays its whole session, and `--interactive` reads
/// commands from standard input; both run as built, against golden output.
@Suite(.timeLimit(.minutes(1))) struct DemoCommandTests {
    @Test func theScriptedSessionPrintsEveryStepAndEndsWithoutError() throws {
        let result = try JunctionBinary.run(["demo"])
        let golden = JunctionBinary.packageRoot.appendingPathComponent("Tests/Fixtures/demo-session.txt")
        let expected = String(decoding: try Data(contentsOf: golden), as: UTF8.self)
        #expect(result.stdout == expected)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        // The steps the issue names are all there.
        for line in [
            "  → deepLink: [home] home#3 > product#4 (id=7) > reviews#5 (id=7, sort=new)",
            "  ✗ notAllowed: \"shop://user/settings\" opens only from inside the app, not from other-app (shop://user/settings)",
            "  user: signed in as Ann; going on to shop://user/orders",
            "  home: title is now \"Deliver to 1 Main St\"",
            "Done: 18 transitions, 2 opens refused as expected.",
        ] {
            #expect(result.stdout.contains(line + "\n"), "missing: \(line)")
        }
    }

    @Test func theREADMEShowsTheSessionsFirstStepsAsPrinted() throws {
        let readme = String(decoding: try Data(contentsOf: JunctionBinary.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
        let golden = String(decoding: try Data(contentsOf: JunctionBinary.packageRoot.appendingPathComponent("Tests/Fixtures/demo-session.txt")), as: UTF8.self)
        let start = try #require(readme.range(of: "the session begins:\n\n```\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let shown = readme[start.upperBound..<end.lowerBound]
        #expect(shown.count > 1_000)
        #expect(golden.hasPrefix(shown + "\n"))
    }

    @Test func theInteractiveModeReadsCommandsFromStandardInput() throws {
        let input = """
            shop://product/5
            push shop://product/5/reviews
            shop://user/orders
            shop://user/login/submit?name=Bo
            fly away
            tab cart
            shop://%ZZ

            undo
            quit
            shop://never
            """
        let result = try JunctionBinary.run(["demo", "--interactive"], input: input)
        #expect(result.stdout == """
            Junction demo, interactive: type a URL, or help for the commands, or quit.
              modules booted, by priority: user (90), cart (50), audio, home, product, video, web (-10)
              they handed over 17 routes as collections; the app target added them
              none is set up yet: each is set up on the first open of one of its routes
              open shop://home
              → show: [home] home#1
            > shop://product/5
              open shop://product/5
              → show: [home] home#1 > product#2 (id=5)
            > push shop://product/5/reviews
              open shop://product/5/reviews from push
              → deepLink: [home] home#3 > product#4 (id=5) > reviews#5 (id=5, sort=top)
            > shop://user/orders
              open shop://user/orders
              user: shop://user/orders needs a signed-in user: showing the login page and waiting
              → show: [home] home#3 > product#4 (id=5) > reviews#5 (id=5, sort=top) | login#6
            > shop://user/login/submit?name=Bo
              open shop://user/login/submit?name=Bo
              → back: [home] home#3 > product#4 (id=5) > reviews#5 (id=5, sort=top)
              user: signed in as Bo; going on to shop://user/orders
              → show: [home] home#3 > product#4 (id=5) > reviews#5 (id=5, sort=top) > orders#7
            > fly away
              unknown command "fly"; type help for the commands
            > tab cart
              tab cart
              → selectTab: [cart] (nothing)
            > shop://%ZZ
              open shop://%ZZ
              ✗ invalidURL: invalid percent-encoding "%ZZ" in the authority at column 8
            > undo
              undo
              → undo: [home] home#3 > product#4 (id=5) > reviews#5 (id=5, sort=top) > orders#7
            > quit

            """)
        #expect(result.status == 0)
    }

    /// Standard input is not a terminal here: no prompt, and each command echoed once.
    @Test func helpRoutesAndAMissingTabAnswerInTheTranscript() throws {
        let result = try JunctionBinary.run(["demo", "--interactive"], input: "help\nroutes\ntab nope\ntab cart\n")
        #expect(result.stdout == """
            Junction demo, interactive: type a URL, or help for the commands, or quit.
              modules booted, by priority: user (90), cart (50), audio, home, product, video, web (-10)
              they handed over 17 routes as collections; the app target added them
              none is set up yet: each is set up on the first open of one of its routes
              open shop://home
              → show: [home] home#1
            > help
              URL         open a URL in the app, e.g. shop://product/5
              SOURCE URL  open it from push, universal-link, other-app or web-view
              back        close the page on top
              dismiss     close the modals
              undo        undo the last change
              reset       close everything above the tab's first page
              tab NAME    select a tab: home, cart
              background  tell the app it went to the background
              foreground  tell the app it is coming back
              routes      list the app's routes
              help        print this list
              quit        end the session (so does the end of input)
            > routes
              shop://user/login                          login
              shop://user/orders                         orders
              shop://user/settings                       settings
              shop://user/address                        address
              shop://user/login/submit
              shop://user/address/choose
              shop://cart                                cart
              shop://cart/checkout                       checkout
              shop://cart/add/{sku}
              shop://audio/play
              shop://home                                home
              shop://home/deliver-to
              shop://product/{id:int}                    product
              https://shop.example.com/product/{id:int}
              shop://product/{id:int}/reviews            reviews
              shop://video/{id}                          video
              shop://web                                 web
            > tab nope
              tab nope
              ✗ there is no tab named "nope"; the tabs are home, cart
            > tab cart
              tab cart
              → selectTab: [cart] (nothing)

            """)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func hostileInputEndsCleanly() throws {
        let long = "shop://product/" + String(repeating: "9", count: 100_000)
        let input = [long, "push " + String(repeating: "/", count: 1_000), "shop://user/\u{0}x", "tab", "tab a b", "\u{7F}"].joined(separator: "\n")
        let result = try JunctionBinary.run(["demo", "--interactive"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("> \\u{7F}\n  unknown command \"\\u{7F}\"; type help for the commands\n"))
        #expect(result.stdout.contains("  ✗ limitExceeded: the URL is 100015 bytes long; the limit is 4096\n"))
        #expect(result.stdout.contains("  ✗ invalidURL: control character U+0000 in the path at column 13\n"))
        #expect(result.stdout.contains("> push \(String(repeating: "/", count: 1_000))\n  unknown command \"push\""))
    }

    /// What came from input is echoed escaped, so an arrow key typed into a pipe shows as
    /// `\u{1B}` instead of moving the reader's cursor.
    @Test func theTranscriptEchoesControlCharactersEscaped() throws {
        let result = try JunctionBinary.run(["demo", "--interactive"], input: "a\u{1B}[Ab\nquit\n")
        #expect(result.stdout.hasSuffix("""
            > a\\u{1B}[Ab
              unknown command "a\\u{1B}[Ab"; type help for the commands
            > quit

            """))
        #expect(result.status == 0)
    }
}
