// The JunctionCompatibility article's example: a handler that finishes later, and the forms of
// the Objective-C routers that wait for it or hand it to a closure.

import Junction
import JunctionCompatibility

// snippet.hide
let router = Router()
func upload(_ file: String?) async -> String { "uploaded \(file ?? "nothing")" }
// snippet.show
let legacy = LegacyRouter(router)
try router.register("mgj://upload/:file") { context in
    Task { context.complete(with: await upload(context.parameters["file"])) }
}
let uploaded = try await legacy.openAndWait("mgj://upload/a.png")
// snippet.hide
precondition(uploaded as? String == "uploaded a.png")
print(uploaded ?? "nil")
// snippet.show
