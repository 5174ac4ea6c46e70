import Foundation
@testable import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// Every input the fuzz targets start from (`Fuzz/Corpus/TARGET`) and every input a fuzzer has
/// found (`Tests/Fixtures/fuzz/TARGET`), replayed through the library as the targets use it.
@Suite struct FuzzReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The inputs of one target, by file name.
    static func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        var found: [(String, [UInt8])] = []
        for folder in ["Fuzz/Corpus/\(target)", "Tests/Fixtures/fuzz/\(target)"] {
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() {
                found.append(("\(folder)/\(name)", Array(try Data(contentsOf: directory.appendingPathComponent(name)))))
            }
        }
        return found
    }

    static func router(limits: URLLimits = URLLimits()) throws -> Router {
        let router = Router(options: RouterOptions(parsing: URLParsingOptions(limits: limits), webHosts: ["shop.example.com"]))
        try router.add(ParameterConverter("tab") { ["home", "cart", "me"].contains($0) })
        for pattern in [
            "shop://product/{id:int}", "shop://f/{a}-{b}-{c}-{d}.html", "shop://f/{name}.{ext}", "shop://v/v{major:int}.{minor:int}",
            "shop://n/{x:double}e{y:bool}", "shop://t/{tab:tab}-{n:int}", "shop://files/**", "shop://a/*/c", "/p/:id",
        ] {
            try router.register(pattern, exposure: .everywhere) { _ in pattern }
        }
        try router.add(.web(allowing: ["good.com", ".cdn.good.com", "localhost:8080"]) { url, _ in url })
        return router
    }

    @Test func urlInputsReachRoutesWhoseConvertersAcceptTheirCaptures() throws {
        let router = try Self.router()
        let inputs = try Self.inputs("FuzzURLMatching")
        #expect(inputs.count >= 29)
        for (name, bytes) in inputs {
            let url = String(decoding: bytes, as: UTF8.self)
            guard let match = try? router.match(url) else { continue }
            for segment in match.pattern.pathSegments {
                let captures: [RoutePattern.Capture] = switch segment.kind {
                case .capture(let capture): [capture]
                case .mixed(let captures): captures
                default: []
                }
                for capture in captures {
                    let value = try #require(match.parameters[capture.name], "\(name)")
                    if let converter = capture.converter {
                        #expect(router.converter(named: converter)?.accepts(value) == true, "\(name)")
                    }
                }
            }
        }
    }

    /// As FuzzPatterns checks them: a pattern prints back to itself, and a URL built from it
    /// reaches it with the values it was built from.
    @Test func patternInputsPrintBackAndBuildURLsThatReadBack() throws {
        let inputs = try Self.inputs("FuzzPatterns")
        #expect(inputs.count >= 14)
        for (name, bytes) in inputs {
            let source = String(decoding: bytes, as: UTF8.self)
            guard let pattern = try? RoutePattern(source) else { continue }
            #expect(try RoutePattern(pattern.description) == pattern, "\(name)")
            let router = Router()
            guard (try? router.register(source, name: "fuzzed") { _ in }) != nil else { continue }
            var values: [String: String] = [:]
            for capture in pattern.captures where capture.converter == nil { values[capture.name] = "v" }
            guard values.count == Set(pattern.captures.map(\.name)).count else { continue }
            let wildcards = Array(repeating: "w", count: pattern.pathSegments.filter { $0.kind == .wildcard }.count)
            guard let url = try? router.url(for: "fuzzed", values, wildcards: wildcards, remainder: pattern.hasRemainder ? "r/s" : nil)
            else { continue }
            let match = try #require(try router.match(url), "\(name): \(url)")
            for (capture, value) in values { #expect(match.parameters[capture] == value, "\(name): \(url)") }
        }
    }

    @Test func routeMapInputsReadOrSayWhyInOneLine() throws {
        let inputs = try Self.inputs("FuzzRouteMaps")
        #expect(inputs.count >= 11)
        let formats: [RouteMapFile.Format] = [.json, .yaml, .propertyList]
        for (name, bytes) in inputs where !bytes.isEmpty {
            let format = formats[Int(bytes[0]) % formats.count]
            do {
                let file = try RouteMapFile(data: Data(bytes.dropFirst()), format: format, file: "fuzzed")
                for diagnostic in file.lint() { #expect(!diagnostic.description.contains("\n"), "\(name)") }
                _ = try? file.load(into: Router(), bindings: RouteMapBindings())
            } catch {
                #expect(!error.description.contains("\n"), "\(name)")
            }
        }
    }

    // Percent-encoding can make what is handed on longer than the limits links are read within
    // (a fuzzer found one), so it is read back without them.
    @Test func webInputsStayOnAllowedHostsAndReadBackAsThemselves() throws {
        let router = try Self.router()
        let reader = try Self.router(limits: URLLimits(maxURLLength: 1 << 20, maxSegments: 4_096, maxSegmentLength: 1 << 20))
        let inputs = try Self.inputs("FuzzWebURLs")
        #expect(inputs.count >= 70)
        var handedOn = 0
        for (name, bytes) in inputs {
            guard let web = (try? router.openSynchronously(String(decoding: bytes, as: UTF8.self))) as? WebURL else { continue }
            handedOn += 1
            #expect(["good.com", "localhost"].contains(web.host) || web.host.hasSuffix(".cdn.good.com"), "\(name)")
            #expect((try? reader.openSynchronously(web.description)) as? WebURL == web, "\(name)")
        }
        #expect(handedOn >= 5)
    }

    /// As the Android manifest target: each input reads with an error of one line, or gives
    /// filters that read back from their XML as themselves and check against a map with
    /// one-line findings, the same twice.
    @Test func androidManifestInputsReadBackAsThemselvesAndCheckInOneLine() throws {
        let map = RouteMap(schemes: ["shop"], webHosts: ["example.com", "*.example.org"], routes: [
            RouteMap.Route(name: "item", patterns: [try RoutePattern("/i/{id:int}")], exposure: .sources(.universalLink)),
            RouteMap.Route(name: "admin", patterns: [try RoutePattern("/i/admin")]),
            RouteMap.Route(name: "cart", patterns: [try RoutePattern("shop://cart")], exposure: .sources(.otherApp)),
            RouteMap.Route(name: "console", patterns: [try RoutePattern("https://admin.example.org/{action}")]),
        ])
        let inputs = try Self.inputs("FuzzAndroidManifests")
        #expect(inputs.count >= 9)
        var read = 0
        for (name, bytes) in inputs {
            let filters: [AndroidIntentFilter]
            do {
                filters = try AndroidAppLinks.intentFilters(xml: Data(bytes), file: "fuzzed")
            } catch {
                #expect(!error.description.contains("\n"), "\(name)")
                continue
            }
            read += 1
            let written = AndroidAppLinks(packageName: "com.example.app", certificateSHA256: [], filters: filters).intentFiltersXML
            #expect(try AndroidAppLinks.intentFilters(xml: Data(written.utf8), file: "written") == filters, "\(name)")
            let findings = try map.checkAndroid(filters, file: name)
            #expect(findings.allSatisfy { !$0.description.contains("\n") }, "\(name)")
            #expect(try map.checkAndroid(filters, file: name) == findings, "\(name)")
        }
        #expect(read >= 5)
    }
}
