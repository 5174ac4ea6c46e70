// The JunctionCompatibility article's example: a handler that finishes later, and the forms of
// the Objective-C routers that wait for it or hand it to a closure.

import Junction
import JunctionCompatibility

let router = Router()
// The app's own work, which finishes later.
func upload(_ file: String?) async -> String { "uploaded \(file ?? "nothing")" }

let legacy = LegacyRouter(router)
try router.register("mgj://upload/:file") { context in
    Task { context.complete(with: await upload(context.parameters["file"])) }
}
let uploaded = try await legacy.openAndWait("mgj://upload/a.png")
// snippet.hide
precondition(uploaded as? String == "uploaded a.png")
print(uploaded ?? "nil")
// snippet.show
