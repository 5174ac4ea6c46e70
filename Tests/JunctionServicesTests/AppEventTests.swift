import JunctionServices
import Testing

/// The app's events: what each one is, and how a host tells every module of it in order.
@Suite(.timeLimit(.minutes(1))) struct AppEventTests {
    static let events: [AppEvent] = [
        .launched, .enteredBackground, .willEnterForeground, .willTerminate,
        .openedURL("shop://cart?ref=mail"),
        .receivedNotification(["id": "7", "kind": "order"]),
        .custom("cart.emptied", payload: ["items": "3"]),
        .custom("ping"),
    ]

    @Test func eventsDescribeTheirNameAndPayload() {
        #expect(Self.events.map(\.description) == [
            "launched", "enteredBackground", "willEnterForeground", "willTerminate",
            "openedURL(url: shop://cart?ref=mail)",
            "receivedNotification(id: 7, kind: order)",
            "cart.emptied(items: 3)",
            "ping",
        ])
    }

    @Test func eventsAreMatchedByName() {
        func reaction(to event: AppEvent) -> String {
            switch event.name {
            case .launched: "start"
            case .openedURL: "open \(event.payload["url"] ?? "")"
            case .receivedNotification: "notification \(event.payload["id"] ?? "")"
            case "cart.emptied": "clear badge"
            default: "ignore \(event.name)"
            }
        }
        #expect(Self.events.map(reaction) == [
            "start", "ignore enteredBackground", "ignore willEnterForeground", "ignore willTerminate",
            "open shop://cart?ref=mail", "notification 7", "clear badge", "ignore ping",
        ])
        #expect(AppEvent.custom("launched") == .launched)
        #expect(AppEvent.openedURL("a") != .openedURL("b"))
    }

    @Test func everyEventReachesEveryModuleInBootOrder() async throws {
        let log = Tally()
        let host = ModuleHost()
        try await host.boot([
            NotingModule(name: "analytics", priority: -1, log: log),
            NotingModule(name: "cart", priority: 10, log: log),
            NotingModule(name: "product", log: log),
        ])
        for event in Self.events {
            await host.send(event)
        }
        let told = log.notes.filter { !$0.hasPrefix("set up") }
        #expect(told == Self.events.flatMap { event in
            ["cart", "product", "analytics"].map { "\($0): \(event)" }
        })
    }

    @Test func eventsSentBeforeBootReachNoOne() async throws {
        let log = Tally()
        let host = ModuleHost()
        await host.send(.launched)
        try await host.boot([NotingModule(name: "late", log: log)])
        await host.send(.willTerminate)
        #expect(log.notes == ["set up late", "late: willTerminate"])
    }
}
