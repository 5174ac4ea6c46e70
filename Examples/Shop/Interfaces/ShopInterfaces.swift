// The one module every feature module imports: protocols and plain values, no code of a
// feature. A module finds another's service by protocol in the registry and opens its pages
// by URL, so none imports another.

/// Where modules write what they do, so the demo can show it beside each step.
public protocol ShopConsole: Sendable {
    /// Writes one line, said by `module`.
    func write(_ module: String, _ line: String)
}

/// The cart, offered by the cart module.
public protocol CartService: Sendable {
    /// Adds one of a product.
    func add(sku: String) async -> Int
    /// How many items the cart holds.
    func count() async -> Int
}

/// Who is signed in, offered by the user module.
public protocol UserSession: Sendable {
    /// The signed-in user's name, if any.
    func userName() async -> String?
}

/// Plays sound, offered by the audio module.
public protocol AudioPlayer: Sendable {
    /// Starts a track.
    func play(_ track: String) async
    /// Pauses, returning the track that was playing.
    func pause() async -> String?
}

/// A product as a list shows it: passed beside a product URL, in memory, so the product page
/// can draw at once instead of fetching.
public struct ProductPreview: Sendable {
    /// The product's name.
    public let name: String
    /// Its price, in cents.
    public let cents: Int

    /// A preview.
    public init(name: String, cents: Int) {
        self.name = name
        self.cents = cents
    }
}
