import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// `junction docs`: the catalog's examples come back to their route, and text from the map is
/// shown as text.
@Suite struct RouteCatalogTests {
    static func shop() throws -> RouteMapFile {
        try RouteMapFile(contentsOf: RouteMapLintTests.example("shop.yaml"))
    }

    /// Every example URL, opened by a router holding the map, reaches the route it documents
    /// (from a universal link where it is one), with the parameters the catalog lists.
    @Test func everyExampleRoundTripsToItsRoute() throws {
        let map = try Self.shop().map
        let router = try UniversalLinkPropertyTests.router(for: map)
        let catalog = RouteCatalog(map)
        var count = 0
        for entry in catalog.entries {
            for example in entry.examples {
                let url = try #require(example, "route \(entry.name) has no example")
                let source: RouteSource = url.hasPrefix("https://") ? .universalLink : .inApp
                let match = try #require(try router.match(RouteRequest(url: url, ancestorFallback: false, source: source)), "\(url)")
                #expect(entry.patterns.contains(match.pattern.text), "\(url)")
                for parameter in entry.parameters where parameter.inPath && parameter.isRequired {
                    #expect(match.parameters[parameter.name] != nil, "\(url) gives no \(parameter.name)")
                }
                count += 1
            }
        }
        #expect(count == 40)
    }

    @Test func aRouteIsDescribedWithItsParametersAndExamples() throws {
        let catalog = RouteCatalog(try Self.shop().map)
        let product = try #require(catalog.entries.first { $0.name == "product" })
        #expect(product.patterns == ["shop://product/{id:int}", "/p/{id:int}"])
        #expect(product.examples == ["shop://product/1", "https://shop.example.com/p/1"])
        #expect(product.exposure == "in-app, push, universal-link")
        #expect(product.parent == "catalog")
        #expect(product.parameters.map { "\($0.name) \($0.type) \($0.defaultValue ?? "-") \($0.isRequired) \($0.inPath) \($0.description ?? "-")" } == [
            "id int - true true The product id",
            "tab string info false false -",
            "variant uuid - false false -",
        ])
        let add = try #require(catalog.entries.first { $0.name == "cart.add" })
        #expect(add.examples == ["shop://cart/add?sku=sku"])
    }

    static let hostile = #"""
        {"routes": [{"name": "x<b>", "pattern": "app://x/{id}", "handler": "h", "exposure": "everywhere",
          "description": "<script>alert('hi')</script> & \"more\" | `tick` *bold*",
          "attributes": [{"name": "id", "description": "<img src=x onerror=alert(1)>"}]}]}
        """#

    @Test func htmlShowsTheMapsTextAsText() throws {
        let html = RouteCatalog(try RouteMapFile(text: Self.hostile, format: .json).map).html(title: "<Routes>")
        #expect(html.contains("<p>&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt; &amp; &quot;more&quot; | `tick` *bold*</p>"))
        #expect(html.contains("<h2>x&lt;b&gt; <span class=\"exposure\">everywhere</span></h2>"))
        #expect(html.contains("<td>&lt;img src=x onerror=alert(1)&gt;</td>"))
        #expect(html.contains("<title>&lt;Routes&gt;</title>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        // Self-contained: nothing loaded from elsewhere.
        #expect(!html.contains("<link") && !html.contains("href=") && !html.contains("@import") && !html.contains("url("))
    }

    @Test func markdownShowsTheMapsTextAsText() throws {
        let markdown = RouteCatalog(try RouteMapFile(text: Self.hostile, format: .json).map).markdown(title: "Routes")
        #expect(markdown.contains(#"&lt;script&gt;alert('hi')&lt;/script&gt; &amp; "more" \| \`tick\` \*bold\*"#))
        #expect(markdown.contains("## x&lt;b&gt;\n"))
        #expect(markdown.contains("| `id` | string | – | yes (path) | &lt;img src=x onerror=alert(1)&gt; |"))
    }
}
