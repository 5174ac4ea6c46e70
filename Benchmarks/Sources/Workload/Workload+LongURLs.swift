/// The long workload: links of 60–120 bytes, as a large app receives from the web, mail and
/// other apps.
///
/// Each module has these ten shapes, with literal words drawn per module:
///
/// | # | shape | kind |
/// |---|---|---|
/// | 0 | `app://m17/account/notifications/preferences` | static |
/// | 1 | `app://m17/account/notifications/security/history` | static, sharing a prefix with 0 |
/// | 2 | `app://m17/articles/{id:int}/comments` | 1 capture (typed) |
/// | 3 | `app://m17/articles/trending/comments` | static, beside the typed capture |
/// | 4 | `app://m17/products/{slug}-{id:int}.html` | mixed segment, 2 captures |
/// | 5 | `app://m17/services/v{major:int}.{minor:int}/reviews/:resource` | mixed segment and a capture |
/// | 6 | `app://m17/search/:term/within/:filter` | 2 captures |
/// | 7 | `app://m17/stores/:region/:city/venues/{venue:int}` | 3 captures |
/// | 8 | `app://m17/documentation/**` | trailing wildcard |
/// | 9 | `app://m17/repositories/:repo/blob/**` | capture and trailing wildcard |
///
/// Untyped captures, mixed-segment text and `**` segments are tokens or percent-encoded phrases
/// (`S%C3%A3o%20Paulo`, `AC%2FDC`, `rock%20%26%20roll`). Two URLs in three carry a query of 2–5
/// items with some values percent-encoded, and so does every URL whose path is under 60 bytes;
/// every URL is 60–120 bytes long. Misses share long prefixes with real routes (see
/// `LookupBuilder.longMiss`).
extension Workload {
    /// First words of a module's long routes: eight distinct ones per module.
    static let longFirstWords = [
        "account", "articles", "products", "services", "search", "stores", "documentation", "repositories",
        "notifications", "subscriptions", "recommendations", "collections", "marketplace", "community",
        "playlists", "reservations", "investments", "healthcare", "restaurants", "deliveries",
    ]
    /// Deeper literal words of the long routes: ten distinct ones per module.
    static let longDeeperWords = [
        "notifications", "preferences", "security", "history", "comments", "trending", "reviews", "within",
        "venues", "blob", "statistics", "attachments", "translations", "availability", "permissions",
        "participants", "highlights", "bookmarks", "categories", "description",
    ]

    static func makeLongRoutes(moduleCount: Int, using generator: inout SeededGenerator) -> [WorkloadRoute] {
        makeTable(moduleCount: moduleCount, first: (longFirstWords, 8), deeper: (longDeeperWords, 10), using: &generator) {
            first, deeper in
            [
                [.literal(first[0]), .literal(deeper[0]), .literal(deeper[1])],
                [.literal(first[0]), .literal(deeper[0]), .literal(deeper[2]), .literal(deeper[3])],
                [.literal(first[1]), .capture("id", integer: true), .literal(deeper[4])],
                [.literal(first[1]), .literal(deeper[5]), .literal(deeper[4])],
                [
                    .literal(first[2]),
                    .mixed([.capture("slug", integer: false), .text("-"), .capture("id", integer: true), .text(".html")]),
                ],
                [
                    .literal(first[3]),
                    .mixed([.text("v"), .capture("major", integer: true), .text("."), .capture("minor", integer: true)]),
                    .literal(deeper[6]), .capture("resource", integer: false),
                ],
                [.literal(first[4]), .capture("term", integer: false), .literal(deeper[7]), .capture("filter", integer: false)],
                [
                    .literal(first[5]), .capture("region", integer: false), .capture("city", integer: false),
                    .literal(deeper[8]), .capture("venue", integer: true),
                ],
                [.literal(first[6]), .remainder],
                [.literal(first[7]), .capture("repo", integer: false), .literal(deeper[9]), .remainder],
            ]
        }
    }
}
