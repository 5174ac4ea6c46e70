// The JunctionObjC article's Swift side: the app's router, handed to its Objective-C modules
// as a JNCRouter, with routes of both languages opened from both.

import Junction
import JunctionObjC

struct ProductPage: Sendable { let id: Int }

let router = Router()
// The face the Objective-C modules call.
let objc = JNCRouter(router: router)

// A Swift module's route, which Objective-C code opens with [objc openURL:...].
try router.register("shop://product/:id") { context in
    ProductPage(id: try context.parameters.require("id"))
}

// Routes an Objective-C module registered through objc: Swift opens them as any other,
// and reads an object handler's object through objc.
objc.registerURLPattern("shop://legacy/orders", toHandler: { request in
    print("orders opened from \(request.source)")
})
objc.registerURLPattern("shop://legacy/cart", toObjectHandler: { request in
    "cart for \(request.parameters["user"] ?? "guest")"
})
// Prints "orders opened from in-app".
try router.openSynchronously("shop://legacy/orders")
let cart = objc.objectForURL("shop://legacy/cart?user=ana")
// "cart for ana"
// snippet.hide
precondition(cart as? String == "cart for ana")
precondition(objc.objectForURL("shop://product/7") as? ProductPage != nil)
print(cart as? String ?? "nil")
// snippet.show
