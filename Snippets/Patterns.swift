// Patterns are written like the URLs they match; the most specific route wins, whatever the
// order of registration.

import Junction

// snippet.segments
let router = Router()
try router.register("shop://user/:name") { _ in "user" }
// a literal beats a capture
try router.register("shop://user/me") { _ in "me" }
// only segments `int` accepts
try router.register("shop://product/{id:int}") { _ in "product" }
// text and captures in one segment
try router.register("shop://api/v{major:int}.{minor:int}") { _ in "api" }
// any one segment, captured by nothing
try router.register("shop://files/*/raw") { _ in "raw file" }
// the rest of the path
try router.register("shop://docs/**") { _ in "docs" }
// a default, not a requirement
try router.register("shop://search?sort=relevance") { _ in "search" }

// "me"
let me = try await router.open("shop://user/me", as: String.self)
// "user"
let ann = try await router.open("shop://user/ann", as: String.self)
// false: not an int
let known = router.canOpen("shop://product/abc")
// "1"
let api = try router.match("shop://api/v2.1")?.parameters["minor"]
// "guides/start"
let rest = try router.match("shop://docs/guides/start")?.remainder
// "relevance"
let sort = try router.match("shop://search")?.parameters["sort"]
// snippet.end
// snippet.hide
precondition(me == "me" && ann == "user" && !known)
precondition(api == "1" && rest == "guides/start" && sort == "relevance")
let check8 = try await router.open("shop://files/a/raw", as: String.self) == "raw file"
precondition(check8)
// snippet.show

// snippet.groups
try router.register("shop://blog/:id(/posts(/{page:int}))", name: "posts") { _ in }
let short = router.canOpen("shop://blog/7")                          // true
let long = router.canOpen("shop://blog/7/posts/2")                   // true
// "shop://blog/7/posts/2"
let longest = try router.url(for: "posts", ["id": "7", "page": "2"])
// "shop://blog/7/posts": no capture missing
let withoutPage = try router.url(for: "posts", ["id": "7"])
// snippet.end
// snippet.hide

precondition(short && long && longest == "shop://blog/7/posts/2" && withoutPage == "shop://blog/7/posts")
// snippet.show

// snippet.conflict
do {
    // the same URLs as shop://user/:name
    try router.register("shop://user/{id}") { _ in }
} catch {
    print(error.code)                                    // conflict
}
// snippet.end

// snippet.badPattern
do {
    try router.register("shop://product/{id}{slug}") { _ in }
} catch {
    print(error)
    // invalidPattern: two captures with no literal text between them at column 20
    //   shop://product/{id}{slug}
    //                      ^
}
// snippet.end

// snippet.explain
for attempt in try router.explain("shop://user/me/orders") {
    // shop://user/:name: the URL has 3 segments; the pattern has 2, and so on for each route
    print(attempt)
}
// snippet.end
