import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// Sound: a player service, and `shop://audio/play?track=…`, an action other modules (and
/// web pages) open by name instead of importing the player.
public struct AudioModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "audio"

    /// An audio module.
    public init() {}

    /// Registers the player service.
    public func register(_ services: ServiceRegistry) throws {
        let console = try services.resolve((any ShopConsole).self)
        try services.register((any AudioPlayer).self, instance: Player(console: console))
    }

    /// The play action.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let player = try services.resolve((any AudioPlayer).self)
        let pages = RouteCollection(name)
        try pages.register("shop://audio/play", exposure: .sources(.webView)) { context async throws in
            await player.play(try context.parameters.require("track", as: String.self))
        }
        return pages
    }

    /// Pauses when the app goes to the background.
    public func handle(_ event: AppEvent, context: ModuleContext) async {
        guard event == .enteredBackground, let player = try? context.services.resolve((any AudioPlayer).self) else { return }
        _ = await player.pause()
    }
}

/// A player that only says what it would play.
actor Player: AudioPlayer {
    let console: any ShopConsole
    private var playing: String?

    init(console: any ShopConsole) {
        self.console = console
    }

    func play(_ track: String) {
        playing = track
        console.write("audio", "playing \"\(track)\"")
    }

    func pause() -> String? {
        defer { playing = nil }
        if let playing { console.write("audio", "paused \"\(playing)\"") }
        return playing
    }
}
