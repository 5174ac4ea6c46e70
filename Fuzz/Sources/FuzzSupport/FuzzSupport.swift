import CFuzzDriver
import Foundation
import Junction

/// Runs libFuzzer with `test` as the target. SwiftPM links an executable's `main` to
/// `<Target>_main`, so each target defines that symbol and calls this, rather than relying on
/// libFuzzer's own `main` (which `-parse-as-library` would otherwise leave in charge).
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, test)
}

/// The routes every target matches against: literals, untyped, typed and custom captures, mixed
/// segments with up to four captures, wildcards, catch-alls, several schemes, scheme-less routes
/// and a web host, so that a fuzzed URL can reach every kind of trie edge.
public enum FuzzRoutes {
    public static let patterns: [String] = [
        "shop://product/{id:int}",
        "shop://product/{id:int}/reviews",
        "shop://product/me",
        "shop://user/:uid/orders",
        "shop://user/:uid/orders/{order:uuid}",
        "shop://f/{a}-{b}-{c}-{d}.html",
        "shop://f/{name}.{ext}",
        "shop://f/{a}x{b}y{c}",
        "shop://f/{a:int}-{b:double}",
        "shop://v/v{major:int}.{minor:int}",
        "shop://n/{x:double}e{y:bool}",
        "shop://t/{tab:tab}-{n:int}",
        "shop://t/{flag:bool}",
        "shop://é/{a}é{b}",
        "shop://files/**",
        "shop://docs/:section/**",
        "shop://a/*/c",
        "shop://a/:x/:z",
        "shop://a/b/c",
        "shop://search?sort=new",
        "shop://",
        "app://home",
        "app://{tab:tab}/{id}",
        "/p/:id",
        "/p/{id}.{format}",
        "/blog/{year:int}/{slug}",
    ]

    /// The custom converter the routes use.
    public static let tab = ParameterConverter("tab") { ["home", "cart", "me"].contains($0) }

    /// A router with every pattern, its handler returning the pattern; exposed to every source.
    /// The hosts and schemes the `tied` route takes.
    public static let tiedHosts = ["shop.example.com", "*.tied.example.com"]
    public static let tiedSchemes = ["https", "shop"]

    public static func router(caseInsensitive: Bool = false, fallback: Bool = false, limits: URLLimits = URLLimits()) -> Router {
        let options = RouterOptions(
            ancestorFallback: fallback, caseInsensitive: caseInsensitive, parsing: URLParsingOptions(limits: limits),
            webHosts: ["shop.example.com"])
        let router = Router(options: options)
        do {
            try router.add(tab)
            for (index, pattern) in patterns.enumerated() {
                try router.register(pattern, name: "r\(index)", exposure: .everywhere) { _ in pattern }
            }
            try router.add(.web(allowing: ["good.com", ".cdn.good.com", "localhost:8080"]) { url, _ in url })
            // Routes tied to hosts and schemes, and a route for any host (ROUTING.md §3).
            try RouteGroup(hosts: tiedHosts, schemes: tiedSchemes, in: router)
                .register("/tied/:x", name: "tied", exposure: .everywhere) { _ in "tied" }
            try router.register("https://**", name: "any host", exposure: .sources(.otherApp)) { _ in "any host" }
        } catch {
            fatalError("the fuzz routes do not register: \(error)")
        }
        return router
    }
}

/// What a fuzz target found that must never be: stops the process so libFuzzer keeps the input.
public func mismatch(_ message: @autoclosure () -> String) -> Never {
    fatalError("mismatch: \(message())")
}

/// The fuzzer's bytes as text (invalid UTF-8 repaired, as Swift does).
public func text(_ data: UnsafePointer<UInt8>, _ count: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
}

extension RoutePattern {
    /// Each capture of the path with its converter's name, in order.
    public var capturesInOrder: [RoutePattern.Capture] {
        pathSegments.flatMap { segment -> [RoutePattern.Capture] in
            switch segment.kind {
            case .capture(let capture): [capture]
            case .mixed(let captures): captures
            default: []
            }
        }
    }
}

extension RouteMatch {
    /// Stops the process unless every capture of the route has a value its converter accepts:
    /// a typed capture reads as its type, a `tab` capture is a tab.
    public func checkCaptures(url: String) {
        for capture in pattern.capturesInOrder {
            guard let value = parameters[capture.name] else { mismatch("\(url): \(pattern) matched without \(capture.name)") }
            guard let name = capture.converter else { continue }
            let accepted = switch name {
            case "int": parameters.value(capture.name, as: Int.self) != nil
            case "double": parameters.value(capture.name, as: Double.self) != nil
            case "bool": parameters.value(capture.name, as: Bool.self) != nil
            case "uuid": parameters.value(capture.name, as: UUID.self) != nil
            case FuzzRoutes.tab.name: FuzzRoutes.tab.accepts(value)
            default: false
            }
            if !accepted {
                mismatch("\(url): \(pattern) took \(value.debugDescription) for \(capture.name), which \(name) refuses")
            }
        }
    }
}
