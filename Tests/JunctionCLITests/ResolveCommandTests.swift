import Foundation
import Testing

// End-to-end tests of `junction resolve` (CLI.md): each test runs the built `junction` binary
// and compares its standard output, standard error and exit status with golden text.

// MARK: - Running the binary

/// What one run of `junction` produced.
struct CommandResult {
    var stdout: String
    var stderr: String
    var status: Int32
    /// `.exit` for a normal exit; `.uncaughtSignal` when the process crashed.
    var reason: Process.TerminationReason
}

enum JunctionBinary {
    /// The `junction` executable built next to the test bundle.
    ///
    /// On Linux the test runner is `<products>/JunctionPackageTests.xctest`; on macOS the bundle is
    /// `<products>/JunctionPackageTests.xctest/Contents/...`. Either way, walk up from where the
    /// runner lives until a directory holds an executable file named `junction`.
    /// `JUNCTION_EXECUTABLE` overrides the search.
    static let url: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["JUNCTION_EXECUTABLE"] {
            return URL(fileURLWithPath: override)
        }
        var starts = [Bundle.main.bundleURL, Bundle.main.executableURL].compactMap { $0 }
        if let first = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: first).absoluteURL)
        }
        for start in starts {
            var directory = start.standardizedFileURL
            for _ in 0..<8 {
                let candidate = directory.appendingPathComponent("junction")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue, fileManager.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }()

    /// The package's root, so commands can name files as the README does.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `junction` with the arguments and standard input (empty unless given), and waits
    /// for it.
    ///
    /// Output goes to temporary files rather than pipes, so a large answer (a 100 KB URL
    /// echoed back) cannot fill a pipe and deadlock the wait.
    /// With a `timeout`, a run still going after that many seconds is killed (SIGKILL), and
    /// its result says `.uncaughtSignal`.
    /// `environment` adds to (or replaces) the test runner's variables, such as `COLUMNS`;
    /// `program` runs another executable (a script of the repository) the same way.
    static func run(
        _ arguments: [String], in workingDirectory: URL? = nil, input: String? = nil, timeout: Double? = nil,
        environment: [String: String] = [:], program: URL? = nil
    ) throws -> CommandResult {
        let executable = try program ?? #require(url, "no executable named 'junction' next to the test bundle; run `swift build --build-tests` first")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("junction-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stdoutURL = directory.appendingPathComponent("stdout")
        let stderrURL = directory.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        if let input {
            let inputURL = directory.appendingPathComponent("stdin")
            try Data(input.utf8).write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        try process.run()
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            // SIGKILL: the child inherits the test runner's signal mask, which blocks SIGTERM.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        try stdoutHandle.close()
        try stderrHandle.close()

        return CommandResult(
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            status: process.terminationStatus,
            reason: process.terminationReason)
    }
}

/// A file in a fresh temporary directory, removed by `remove()`.
struct TemporaryFile {
    let url: URL
    var path: String { url.path }

    init(named name: String, contents: String) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("junction-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}

/// One `junction resolve` invocation and the exact answer expected on standard output.
struct ResolveCase: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let lines: [String]
    let status: Int32

    var testDescription: String { name }

    /// Standard output: one line per answer, each ending in a newline.
    var stdout: String { lines.map { $0 + "\n" }.joined() }
}

/// The JSON line for a URL that reached no route.
func unmatchedLine(_ escapedURL: String, code: String, message: String) -> String {
    #"{"url":"\#(escapedURL)","matched":false,"pattern":null,"parameters":{},"path":{},"query":{},"remainder":null,"error":{"code":"\#(code)","message":"\#(message)"}}"#
}

// MARK: - Tests

@Suite("junction resolve")
struct ResolveCommandTests {
    // MARK: JSON Lines

    static let jsonCases: [ResolveCase] = [
        ResolveCase(
            name: "matchedURLGivesCLIMDsExampleLine",
            arguments: ["--pattern", "app://user/:id", "app://user/42?tab=posts"],
            lines: [
                #"{"url":"app://user/42?tab=posts","matched":true,"pattern":"app://user/:id","parameters":{"id":"42","tab":"posts"},"path":{"id":"42"},"query":{"tab":["posts"]},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "unmatchedURLGivesNotFound",
            arguments: ["--pattern", "app://user/:id", "app://nowhere"],
            lines: [
                #"{"url":"app://nowhere","matched":false,"pattern":null,"parameters":{},"path":{},"query":{},"remainder":null,"error":{"code":"notFound","message":"no route matches app://nowhere"}}"#,
            ],
            status: 1),
        ResolveCase(
            name: "oneLinePerURLInTheOrderGivenAndExit1WhenAnyMissed",
            arguments: ["--pattern", "app://user/:id", "app://nowhere", "app://user/42?tab=posts"],
            lines: [
                #"{"url":"app://nowhere","matched":false,"pattern":null,"parameters":{},"path":{},"query":{},"remainder":null,"error":{"code":"notFound","message":"no route matches app://nowhere"}}"#,
                #"{"url":"app://user/42?tab=posts","matched":true,"pattern":"app://user/:id","parameters":{"id":"42","tab":"posts"},"path":{"id":"42"},"query":{"tab":["posts"]},"remainder":null,"error":null}"#,
            ],
            status: 1),
        ResolveCase(
            name: "emptyURLIsInvalid",
            arguments: ["--pattern", "app://user/:id", ""],
            lines: [unmatchedLine("", code: "invalidURL", message: "the URL is empty")],
            status: 1),
        ResolveCase(
            name: "invalidURLGivesInvalidURL",
            arguments: ["--pattern", "app://user/:id", "app://user/%ZZ"],
            lines: [unmatchedLine("app://user/%ZZ", code: "invalidURL", message: #"invalid percent-encoding \"%ZZ\" in the path at column 12"#)],
            status: 1),
        ResolveCase(
            name: "tooManySegmentsGivesLimitExceeded",
            arguments: ["--pattern", "/a/:x", "/" + String(repeating: "a/", count: 33)],
            lines: [
                unmatchedLine(
                    "/" + String(repeating: "a/", count: 33), code: "limitExceeded",
                    message: "more than 32 path segments (the limit): segment 33 at column 66"),
            ],
            status: 1),
        ResolveCase(
            name: "emptyURLAmongOthersStillGetsItsLine",
            arguments: ["--pattern", "app://user/:id", "app://user/1", "", "app://user/2"],
            lines: [
                #"{"url":"app://user/1","matched":true,"pattern":"app://user/:id","parameters":{"id":"1"},"path":{"id":"1"},"query":{},"remainder":null,"error":null}"#,
                unmatchedLine("", code: "invalidURL", message: "the URL is empty"),
                #"{"url":"app://user/2","matched":true,"pattern":"app://user/:id","parameters":{"id":"2"},"path":{"id":"2"},"query":{},"remainder":null,"error":null}"#,
            ],
            status: 1),
        ResolveCase(
            name: "argumentAfterDoubleDashIsAURL",
            arguments: ["--pattern", "/p/:id", "--", "-x"],
            lines: [unmatchedLine("-x", code: "notFound", message: "no route matches -x")],
            status: 1),
        ResolveCase(
            name: "pathCapturesAreDecodedAndBeatAQueryItemOfTheSameName",
            arguments: ["--pattern", "app://user/:id", "app://user/J%C3%BCrgen%20K?id=9&x=1+2"],
            lines: [
                #"{"url":"app://user/J%C3%BCrgen%20K?id=9&x=1+2","matched":true,"pattern":"app://user/:id","parameters":{"id":"Jürgen K","x":"1+2"},"path":{"id":"Jürgen K"},"query":{"id":["9"],"x":["1+2"]},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "repeatedQueryKeyFirstValueInParametersAllInQuery",
            arguments: ["--pattern", "/search?sort=relevance&page", "/search?q=a&q=b&sort=new"],
            lines: [
                #"{"url":"/search?q=a&q=b&sort=new","matched":true,"pattern":"/search?sort=relevance&page","parameters":{"q":"a","sort":"new","page":""},"path":{},"query":{"q":["a","b"],"sort":["new"]},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "patternDefaultsShowInParametersNotQuery",
            arguments: ["--pattern", "/search?sort=relevance&page", "/search?q=x", "app://search"],
            lines: [
                #"{"url":"/search?q=x","matched":true,"pattern":"/search?sort=relevance&page","parameters":{"q":"x","sort":"relevance","page":""},"path":{},"query":{"q":["x"]},"remainder":null,"error":null}"#,
                #"{"url":"app://search","matched":true,"pattern":"/search?sort=relevance&page","parameters":{"sort":"relevance","page":""},"path":{},"query":{},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "queryItemsEmptyValuesAndJSONEscaping",
            arguments: ["--pattern", "app://q", "app://q?&&a&b=1=2&a=%22x%5C#frag%ZZ"],
            lines: [
                #"{"url":"app://q?&&a&b=1=2&a=%22x%5C#frag%ZZ","matched":true,"pattern":"app://q","parameters":{"a":"","b":"1=2"},"path":{},"query":{"a":["","\"x\\"],"b":["1=2"]},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "doubleStarRemainderIsAsWrittenNotDecoded",
            arguments: ["--pattern", "app://files/**", "app://files/a%20b/c%2Fd?x=1"],
            lines: [
                #"{"url":"app://files/a%20b/c%2Fd?x=1","matched":true,"pattern":"app://files/**","parameters":{"x":"1"},"path":{},"query":{"x":["1"]},"remainder":"a%20b/c%2Fd","error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "doubleStarThatTookNothingGivesEmptyRemainder",
            arguments: ["--pattern", "app://files/**", "app://files", "app://files/"],
            lines: [
                #"{"url":"app://files","matched":true,"pattern":"app://files/**","parameters":{},"path":{},"query":{},"remainder":"","error":null}"#,
                #"{"url":"app://files/","matched":true,"pattern":"app://files/**","parameters":{},"path":{},"query":{},"remainder":"","error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "fallbackRemainderIsTheRestAsWritten",
            arguments: ["--fallback", "--pattern", "app://user/:id", "--pattern", "app://", "app://user/42/x%2Fy/z", "app://other/q"],
            lines: [
                #"{"url":"app://user/42/x%2Fy/z","matched":true,"pattern":"app://user/:id","parameters":{"id":"42"},"path":{"id":"42"},"query":{},"remainder":"x%2Fy/z","error":null}"#,
                #"{"url":"app://other/q","matched":true,"pattern":"app://","parameters":{},"path":{},"query":{},"remainder":"other/q","error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "withoutFallbackALongerPathIsNotFound",
            arguments: ["--pattern", "app://user/:id", "app://user/42/x"],
            lines: [unmatchedLine("app://user/42/x", code: "notFound", message: "no route matches app://user/42/x")],
            status: 1),
        ResolveCase(
            name: "patternIsPrintedExactlyAsRegistered",
            arguments: ["--pattern", "APP://User//:id/", "app://user/1"],
            lines: [
                #"{"url":"app://user/1","matched":true,"pattern":"APP://User//:id/","parameters":{"id":"1"},"path":{"id":"1"},"query":{},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "typedCapturesKeepTheTextAsWritten",
            arguments: ["--pattern", "app://u/{id:int}/{d:double}", "app://u/007/1e3", "app://u/x/1"],
            lines: [
                #"{"url":"app://u/007/1e3","matched":true,"pattern":"app://u/{id:int}/{d:double}","parameters":{"id":"007","d":"1e3"},"path":{"id":"007","d":"1e3"},"query":{},"remainder":null,"error":null}"#,
                unmatchedLine("app://u/x/1", code: "notFound", message: "no route matches app://u/x/1"),
            ],
            status: 1),
    ]

    @Test(arguments: jsonCases)
    func jsonOutput(_ testCase: ResolveCase) throws {
        let result = try JunctionBinary.run(["resolve", "--format", "json"] + testCase.arguments)
        #expect(result.stdout == testCase.stdout)
        #expect(result.stderr == "")
        #expect(result.status == testCase.status)
    }

    // MARK: Human-readable output

    static let textCases: [ResolveCase] = [
        ResolveCase(
            name: "matchedURLShowsRouteAndParameters",
            arguments: ["--pattern", "app://user/:id", "app://user/42?tab=posts"],
            lines: [
                "app://user/42?tab=posts",
                "  route:      app://user/:id",
                "  parameters: id=42, tab=posts",
            ],
            status: 0),
        ResolveCase(
            name: "matchedURLWithRemainderAndNoParameters",
            arguments: ["--pattern", "app://files/**", "app://files/a%20b/c", "app://files"],
            lines: [
                "app://files/a%20b/c",
                "  route:      app://files/**",
                "  parameters: (none)",
                #"  remainder:  "a%20b/c""#,
                "app://files",
                "  route:      app://files/**",
                "  parameters: (none)",
                #"  remainder:  """#,
            ],
            status: 0),
        ResolveCase(
            name: "unmatchedURLShowsTheError",
            arguments: ["--pattern", "app://user/:id", "app://user/42", "app://nowhere"],
            lines: [
                "app://user/42",
                "  route:      app://user/:id",
                "  parameters: id=42",
                "app://nowhere",
                "  error:      notFound: no route matches app://nowhere",
            ],
            status: 1),
    ]

    @Test(arguments: textCases)
    func humanReadableOutput(_ testCase: ResolveCase) throws {
        let result = try JunctionBinary.run(["resolve"] + testCase.arguments)
        #expect(result.stdout == testCase.stdout)
        #expect(result.stderr == "")
        #expect(result.status == testCase.status)
    }

    // MARK: Options

    static let optionCases: [ResolveCase] = [
        ResolveCase(
            name: "pathIsCaseSensitiveByDefault",
            arguments: ["--pattern", "app://user/Profile/:id", "app://user/PROFILE/Ab"],
            lines: [unmatchedLine("app://user/PROFILE/Ab", code: "notFound", message: "no route matches app://user/PROFILE/Ab")],
            status: 1),
        ResolveCase(
            name: "caseInsensitiveMatchesAnyCaseAndKeepsCaptureText",
            arguments: ["--case-insensitive", "--pattern", "app://user/Profile/:id", "app://USER/PROFILE/Ab"],
            lines: [
                #"{"url":"app://USER/PROFILE/Ab","matched":true,"pattern":"app://user/Profile/:id","parameters":{"id":"Ab"},"path":{"id":"Ab"},"query":{},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "plusStaysPlusByDefault",
            arguments: ["--pattern", "app://user/:id", "app://user/a+b?q=x+y&a+b=1"],
            lines: [
                #"{"url":"app://user/a+b?q=x+y&a+b=1","matched":true,"pattern":"app://user/:id","parameters":{"id":"a+b","q":"x+y","a+b":"1"},"path":{"id":"a+b"},"query":{"q":["x+y"],"a+b":["1"]},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "plusAsSpaceReadsPlusAsSpaceInQueryKeysAndValuesOnly",
            arguments: ["--plus-as-space", "--pattern", "app://user/:id", "app://user/a+b?q=x+y&a+b=1"],
            lines: [
                #"{"url":"app://user/a+b?q=x+y&a+b=1","matched":true,"pattern":"app://user/:id","parameters":{"id":"a+b","q":"x y","a b":"1"},"path":{"id":"a+b"},"query":{"q":["x y"],"a b":["1"]},"remainder":null,"error":null}"#,
            ],
            status: 0),
        ResolveCase(
            name: "maxURLLengthRefusesALongerURL",
            arguments: ["--max-url-length", "20", "--pattern", "app://user/:id", "app://user/12345", "app://user/1234567890"],
            lines: [
                #"{"url":"app://user/12345","matched":true,"pattern":"app://user/:id","parameters":{"id":"12345"},"path":{"id":"12345"},"query":{},"remainder":null,"error":null}"#,
                unmatchedLine("app://user/1234567890", code: "limitExceeded", message: "the URL is 21 bytes long; the limit is 20"),
            ],
            status: 1),
        ResolveCase(
            name: "schemelessOnlyOnWebHostsKeepsAnotherHostsURLOff",
            arguments: [
                "--schemeless-only-on-web-hosts", "--web-host", "www.artsy.net", "--pattern", "/:profile/artist/:id",
                "https://google.com/artist/banksy", "https://www.artsy.net/x/artist/banksy",
            ],
            lines: [
                unmatchedLine("https://google.com/artist/banksy", code: "notFound", message: "no route matches https://google.com/artist/banksy"),
                #"{"url":"https://www.artsy.net/x/artist/banksy","matched":true,"pattern":"/:profile/artist/:id","parameters":{"profile":"x","id":"banksy"},"path":{"profile":"x","id":"banksy"},"query":{},"remainder":null,"error":null}"#,
            ],
            status: 1),
        ResolveCase(
            name: "withoutWebHostAnHTTPSURLKeepsItsAuthorityAsASegment",
            arguments: ["--pattern", "/p/:id", "https://shop.example.com/p/42"],
            lines: [unmatchedLine("https://shop.example.com/p/42", code: "notFound", message: "no route matches https://shop.example.com/p/42")],
            status: 1),
        ResolveCase(
            name: "webHostURLReachesSchemelessRouteByPathAlone",
            arguments: [
                "--web-host", "Shop.Example.com", "--pattern", "/p/:id", "--pattern", "/files/**",
                "https://SHOP.example.com/p/42", "shop://p/42", "https://shop.example.com/files/a%2Fb/c/?x=1",
                "https://other.example.com/p/42",
            ],
            lines: [
                #"{"url":"https://SHOP.example.com/p/42","matched":true,"pattern":"/p/:id","parameters":{"id":"42"},"path":{"id":"42"},"query":{},"remainder":null,"error":null}"#,
                #"{"url":"shop://p/42","matched":true,"pattern":"/p/:id","parameters":{"id":"42"},"path":{"id":"42"},"query":{},"remainder":null,"error":null}"#,
                #"{"url":"https://shop.example.com/files/a%2Fb/c/?x=1","matched":true,"pattern":"/files/**","parameters":{"x":"1"},"path":{},"query":{"x":["1"]},"remainder":"a%2Fb/c","error":null}"#,
                unmatchedLine("https://other.example.com/p/42", code: "notFound", message: "no route matches https://other.example.com/p/42"),
            ],
            status: 1),
        ResolveCase(
            name: "webHostWithAPortMatchesOnlyThatPort",
            arguments: [
                "--web-host", "shop.example.com:8080", "--pattern", "/p/:id",
                "http://shop.example.com:8080/p/1", "http://shop.example.com/p/1",
            ],
            lines: [
                #"{"url":"http://shop.example.com:8080/p/1","matched":true,"pattern":"/p/:id","parameters":{"id":"1"},"path":{"id":"1"},"query":{},"remainder":null,"error":null}"#,
                unmatchedLine("http://shop.example.com/p/1", code: "notFound", message: "no route matches http://shop.example.com/p/1"),
            ],
            status: 1),
    ]

    @Test(arguments: optionCases)
    func options(_ testCase: ResolveCase) throws {
        let result = try JunctionBinary.run(["resolve", "--format", "json"] + testCase.arguments)
        #expect(result.stdout == testCase.stdout)
        #expect(result.stderr == "")
        #expect(result.status == testCase.status)
    }

    @Test func patternsFileSkipsCommentsAndBlankLines() throws {
        let file = try TemporaryFile(named: "routes.txt", contents: """
            # Routes for the app

            app://user/:id   # a user, by id
              app://files/**
            \t/search?sort=relevance
            #app://commented/out

            """)
        defer { file.remove() }
        let result = try JunctionBinary.run([
            "resolve", "--format", "json", "--patterns-file", file.path,
            "app://user/1", "app://files/a", "/search", "app://commented/out",
        ])
        #expect(result.stdout == """
            {"url":"app://user/1","matched":true,"pattern":"app://user/:id","parameters":{"id":"1"},"path":{"id":"1"},"query":{},"remainder":null,"error":null}
            {"url":"app://files/a","matched":true,"pattern":"app://files/**","parameters":{},"path":{},"query":{},"remainder":"a","error":null}
            {"url":"/search","matched":true,"pattern":"/search?sort=relevance","parameters":{"sort":"relevance"},"path":{},"query":{},"remainder":null,"error":null}
            {"url":"app://commented/out","matched":false,"pattern":null,"parameters":{},"path":{},"query":{},"remainder":null,"error":{"code":"notFound","message":"no route matches app://commented/out"}}

            """)
        #expect(result.stderr == "")
        #expect(result.status == 1)
    }

    /// "One pattern a line" (CLI.md): a file saved with Windows line endings has two lines here.
    @Test func patternsFileWithCRLFLineEndings() throws {
        let file = try TemporaryFile(named: "crlf.txt", contents: "# routes\r\napp://a/:x\r\napp://b/:y\r\n")
        defer { file.remove() }
        let result = try JunctionBinary.run(["resolve", "--format", "json", "--patterns-file", file.path, "app://a/1", "app://b/2"])
        #expect(result.stdout == """
            {"url":"app://a/1","matched":true,"pattern":"app://a/:x","parameters":{"x":"1"},"path":{"x":"1"},"query":{},"remainder":null,"error":null}
            {"url":"app://b/2","matched":true,"pattern":"app://b/:y","parameters":{"y":"2"},"path":{"y":"2"},"query":{},"remainder":null,"error":null}

            """)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// CLI.md: `--pattern` routes are added before `--patterns-file` routes, whatever the
    /// order on the command line, so a conflict names the `--pattern` one as the earlier.
    @Test func patternsAreAddedBeforeThePatternsFile() throws {
        let file = try TemporaryFile(named: "one.txt", contents: "app://a/:x\n")
        defer { file.remove() }
        let result = try JunctionBinary.run(["resolve", "--patterns-file", file.path, "--pattern", "app://a/{y}", "app://a/1"])
        #expect(result.stdout == "")
        #expect(result.stderr.contains(#"\#(file.path):1: error: conflict: "app://a/:x" matches exactly the same URLs as "app://a/{y}", registered earlier"#))
        #expect(result.status == 2)
    }

    // MARK: Exit status 2: bad patterns, conflicts, usage errors

    @Test func badPatternExits2WithACaretUnderTheColumn() throws {
        let result = try JunctionBinary.run(["resolve", "--pattern", "app://user/{id", "app://user/1"])
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: invalidPattern: '{' is never closed at column 12
              app://user/{id
                         ^

            """)
        #expect(result.status == 2)
    }

    @Test func partialWildcardPatternExits2() throws {
        let result = try JunctionBinary.run(["resolve", "--format", "json", "--pattern", "app://a/*.jpg", "app://a/x.jpg"])
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: invalidPattern: '*' must be a whole segment; to capture part of a segment write {name} at column 9
              app://a/*.jpg
                      ^

            """)
        #expect(result.status == 2)
    }

    @Test func conflictExits2AndNamesTheEarlierPattern() throws {
        let result = try JunctionBinary.run(["resolve", "--pattern", "app://a/:x", "--pattern", "app://a/{y}", "app://a/1"])
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: conflict: "app://a/{y}" matches exactly the same URLs as "app://a/:x", registered earlier

            """)
        #expect(result.status == 2)
    }

    struct UsageError: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let firstLine: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageErrors: [UsageError] = [
        UsageError(arguments: ["resolve"], firstLine: "error: give at least one URL to resolve"),
        UsageError(arguments: ["resolve", "--format", "json", "--pattern", "app://a"], firstLine: "error: give at least one URL to resolve"),
        UsageError(arguments: ["resolve", "--bogus", "app://a"], firstLine: "error: Unknown option '--bogus'"),
        UsageError(arguments: ["resolve", "--pattern"], firstLine: "error: Missing value for '--pattern <pattern>'"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorExits2(_ usage: UsageError) throws {
        let result = try JunctionBinary.run(usage.arguments)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == usage.firstLine)
        #expect(result.stderr.contains("\nUsage: junction resolve "))
        #expect(result.status == 2)
    }

    @Test func badPatternInPatternsFileExits2WithFileLineColumn() throws {
        let file = try TemporaryFile(named: "routes.txt", contents: """
            # routes

            app://user/:id   # a user
              app://files/**
            \tapp://x/{id:nope}

            """)
        defer { file.remove() }
        let result = try JunctionBinary.run(["resolve", "--format", "json", "--patterns-file", file.path, "app://user/1"])
        #expect(result.stdout == "")
        // Line 5; the tab is column 1, so the pattern's column 13 is the file's column 14.
        #expect(result.stderr.contains("""
            \(file.path):5:14: error: invalidPattern: unknown converter "nope"
              app://x/{id:nope}
                          ^

            """))
        #expect(result.status == 2)
    }

    @Test func conflictInPatternsFileExits2WithFileAndLine() throws {
        let file = try TemporaryFile(named: "routes.txt", contents: "app://a/:x\napp://a/{y}\n")
        defer { file.remove() }
        let result = try JunctionBinary.run(["resolve", "--patterns-file", file.path, "app://a/1"])
        #expect(result.stdout == "")
        #expect(result.stderr.contains(#"\#(file.path):2: error: conflict: "app://a/{y}" matches exactly the same URLs as "app://a/:x", registered earlier"#))
        #expect(result.status == 2)
    }

    @Test func unreadablePatternsFileExits2AndNamesTheFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("junction-cli-tests-\(UUID().uuidString)/missing.txt").path
        let result = try JunctionBinary.run(["resolve", "--patterns-file", path, "app://a"])
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: cannot read the patterns file \(path): "))
        #expect(!result.stderr.contains("Usage:"))
        #expect(result.status == 2)
    }

    // MARK: Sources (issue 4)

    /// `--source external` applies the exposure rules: patterns given on the command line are
    /// in-app only, so an external URL that reaches one is `notAllowed`.
    @Test func externalSourceIsRefusedAnInAppRoute() throws {
        let result = try JunctionBinary.run([
            "resolve", "--format", "json", "--source", "external", "--pattern", "app://user/:id",
            "app://user/42", "evil://user/1", "app://nowhere",
        ])
        #expect(result.stdout == """
            \(unmatchedLine("app://user/42", code: "notAllowed", message: #"\"app://user/:id\" opens only from inside the app, not from other-app (app://user/42)"#))
            \(unmatchedLine("evil://user/1", code: "notAllowed", message: #"evil://user/1 from other-app uses the scheme \"evil\", not one of the app's"#))
            \(unmatchedLine("app://nowhere", code: "notFound", message: "no route matches app://nowhere"))

            """)
        #expect(result.status == 1)
    }

    @Test func internalSourceReachesEveryRoute() throws {
        let result = try JunctionBinary.run(["resolve", "--format", "json", "--source", "internal", "--pattern", "app://user/:id", "app://user/42"])
        #expect(result.stdout.hasPrefix(#"{"url":"app://user/42","matched":true"#))
        #expect(result.status == 0)
    }

    @Test func anEmptySourceIsAUsageErrorThatListsTheNames() throws {
        let result = try JunctionBinary.run(["resolve", "--source", "", "--pattern", "app://a", "app://a"])
        #expect(result.stderr == """
            error: --source must name a source: internal, external, in-app, other-app, universal-link, push, web-view, app-content, or one of the app's own
            Usage: junction resolve [<options>] [<urls> ...]
              See 'junction resolve --help' for more information.

            """)
        #expect(result.status == 2)
    }

    @Test func explainListsEveryRouteTried() throws {
        let result = try JunctionBinary.run([
            "resolve", "--explain", "--pattern", "shop://product/{id:int}", "--pattern", "shop://product/:slug", "shop://product/abc",
        ])
        #expect(result.stdout == """
            shop://product/abc
              route:      shop://product/:slug
              parameters: slug=abc
              tried:      shop://product/{id:int}: segment 2 "abc" is not accepted by the converter int
              tried:      shop://product/:slug: reached

            """)
        #expect(result.status == 0)
        let json = try JunctionBinary.run(["resolve", "--format", "json", "--explain", "--pattern", "shop://product/{id:int}", "shop://product/abc"])
        #expect(json.stdout.hasSuffix(#""error":{"code":"notFound","message":"no route matches shop://product/abc"},"explain":[{"pattern":"shop://product/{id:int}","matches":false,"reached":false,"reason":"segment 2 \"abc\" is not accepted by the converter int"}]}"# + "\n"))
        #expect(json.status == 1)
    }

    // MARK: Hostile input

    struct HostileURL: Sendable, CustomTestStringConvertible {
        let name: String
        let url: String
        /// The URL as a JSON string's contents.
        let escaped: String
        let code: String
        let message: String
        var testDescription: String { name }

        init(_ name: String, _ url: String, _ escaped: String, _ code: String, _ message: String) {
            (self.name, self.url, self.escaped, self.code, self.message) = (name, url, escaped, code, message)
        }
    }

    static let hostileURLs: [HostileURL] = {
        let long = "app://a/" + String(repeating: "x", count: 100 * 1024)
        let longSegment = "app://a/" + String(repeating: "x", count: 1025)
        let manyItems = "app://a?" + (1...129).map { "k=\($0)" }.joined(separator: "&")
        let slashes = String(repeating: "/", count: 1000)
        return [
            HostileURL("100KBURL", long, long, "limitExceeded", "the URL is 102408 bytes long; the limit is 4096"),
            HostileURL("longSegment", longSegment, longSegment, "limitExceeded", "a segment longer than 1024 bytes (the limit) at column 9"),
            HostileURL("tooManyQueryItems", manyItems, manyItems, "limitExceeded", "more than 128 query items (the limit): item 129 at column 669"),
            HostileURL("rawControlCharacter", "app://a/x\u{01}y", #"app://a/x\u0001y"#, "invalidURL", "control character U+0001 in the path at column 10"),
            HostileURL("rawDEL", "app://a/x\u{7F}", #"app://a/x\u007f"#, "invalidURL", "control character U+007F in the path at column 10"),
            HostileURL("rawTab", "app://a/x\ty", #"app://a/x\ty"#, "invalidURL", "control character U+0009 in the path at column 10"),
            HostileURL("rawNewline", "app://a/x\ny", #"app://a/x\ny"#, "invalidURL", "control character U+000A in the path at column 10"),
            HostileURL("terminalEscape", "app://a/\u{1B}[31m", #"app://a/\u001b[31m"#, "invalidURL", "control character U+001B in the path at column 9"),
            HostileURL("encodedNUL", "app://a/x%00", "app://a/x%00", "invalidURL", #"\"%00\" decodes to a control character (U+0000) in the path at column 10"#),
            HostileURL("encodedControlInQuery", "app://a?q=%1F", "app://a?q=%1F", "invalidURL", #"\"%1F\" decodes to a control character (U+001F) in the query at column 11"#),
            HostileURL("invalidPercentEncoding", "app://a/%ZZ", "app://a/%ZZ", "invalidURL", #"invalid percent-encoding \"%ZZ\" in the path at column 9"#),
            HostileURL("cutPercentEncoding", "app://a/x%2", "app://a/x%2", "invalidURL", #"invalid percent-encoding \"%2\" in the path at column 10"#),
            HostileURL("cutUTF8Sequence", "app://a/%E2%82", "app://a/%E2%82", "invalidURL", "percent-encoding that decodes to invalid UTF-8 in the path at column 9"),
            HostileURL("invalidPercentEncodingInQuery", "app://a?q=%G0", "app://a?q=%G0", "invalidURL", #"invalid percent-encoding \"%G0\" in the query at column 11"#),
            HostileURL("encodedDotSegment", "app://a/%2E%2E", "app://a/%2E%2E", "invalidURL", #"dot segment \"%2E%2E\" (decodes to \"..\") at column 9"#),
            HostileURL("userInfo", "app://u@a/x", "app://u@a/x", "invalidURL", "user info ('@') is not allowed in the authority at column 8"),
            HostileURL("badScheme", "1app://x", "1app://x", "invalidURL", #"\"1app\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_') at column 1"#),
            HostileURL("thousandSlashes", slashes, slashes, "notFound", "no route matches " + slashes),
            HostileURL("schemeThenThousandSlashes", "app:" + slashes, "app:" + slashes, "notFound", "no route matches app:" + slashes),
        ]
    }()

    @Test(arguments: hostileURLs)
    func hostileInputGetsAnErrorLineAndExit1(_ input: HostileURL) throws {
        let result = try JunctionBinary.run(["resolve", "--format", "json", "--pattern", "app://a/:x", input.url])
        #expect(result.reason == .exit, "junction crashed on \(input.name)")
        #expect(result.stdout == unmatchedLine(input.escaped, code: input.code, message: input.message) + "\n")
        #expect(result.stderr == "")
        #expect(result.status == 1)
    }
}
