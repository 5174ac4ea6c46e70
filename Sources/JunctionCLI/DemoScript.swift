import Junction
import JunctionServices
import ShopInterfaces

/// The scripted session `junction demo` plays: each step is what a user, the system or another
/// app does, in the order a day with the shop might bring them.
enum DemoScript {
    struct Step: Sendable {
        let title: String
        let commands: [ShopCommand]
    }

    static let steps: [Step] = [
        Step(title: "The app starts on its home page", commands: [
            .open("shop://home"),
        ]),
        Step(title: "In-app navigation, with a value passed beside the URL", commands: [
            .open("shop://product/42", userInfo: ["preview": ProductPreview(name: "Trail shoes", cents: 8_900)], note: "a ProductPreview rides along"),
        ]),
        Step(title: "A push notification opens a product's reviews: the back stack is built", commands: [
            .open("shop://product/7/reviews?sort=new", from: .push),
        ]),
        Step(title: "A universal link opens a product", commands: [
            .open("https://shop.example.com/product/9", from: .universalLink),
        ]),
        Step(title: "Another app links to a page only the app itself may open", commands: [
            .open("shop://user/settings", from: .otherApp, expected: .refused),
        ]),
        Step(title: "Orders need a signed-in user: the login interceptor shows the login page and waits", commands: [
            .open("shop://user/orders"),
            .open("shop://user/login/submit?name=Ann", note: "the login page's button"),
        ]),
        Step(title: "The cart: adding by name (target-action), then its tab, by URL", commands: [
            .open("shop://cart/add/A1", note: "an action, not a page"),
            .open("shop://cart"),
            .open("shop://cart/checkout"),
            .open("shop://home"),
        ]),
        Step(title: "A help link no route answers opens in a web page; an unknown web host does not", commands: [
            .open("https://help.example.com/returns"),
            .open("https://evil.example.net/login", expected: .refused),
        ]),
        Step(title: "A page hands a result back to the page that opened it", commands: [
            .open("shop://home/deliver-to", note: "home asks the user module for an address"),
            .open("shop://user/address/choose?line=1%20Main%20St", note: "the picker's row"),
        ]),
        Step(title: "A push opens a video; a web page plays sound through the audio module, by URL", commands: [
            .open("shop://video/12?start=30", from: .push),
            .open("shop://audio/play?track=intro", from: .webView),
        ]),
        Step(title: "The app goes to the background: every module hears it", commands: [
            ShopCommand(action: .event(.enteredBackground)),
        ]),
        Step(title: "Back, undo and reset", commands: [
            ShopCommand(action: .dismiss),
            ShopCommand(action: .back),
            ShopCommand(action: .undo),
            ShopCommand(action: .reset),
        ]),
    ]
}
