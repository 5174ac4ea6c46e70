import Foundation
import Junction
import JunctionRouteMap

/// The app's route map, kept up to date from a server: signed maps downloaded, checked, cached,
/// and swapped in while the app runs.
///
/// ```swift
/// let remote = try RemoteRouteMaps(
///     router: router, bindings: bindings, app: "com.example.shop",
///     url: URL(string: "https://cdn.example.com/shop.jws")!, keys: keys,
///     bundled: bundledMap, bundledVersion: 1, cacheDirectory: cacheDirectory)
/// try await remote.start()      // at launch: the newer of the bundled map and the cached one
/// await remote.refresh()        // at launch, on foreground, on a silent push
/// ```
///
/// A map is applied only when it is signed by a key of ``JSONWebKeySet`` that is not revoked, is
/// for this app, is not expired nor issued in the future (beyond the clock allowance), has a
/// version above every version applied before, is for the app's version
/// (``RemoteMapOptions/appVersion``), exposes no route beyond the app's
/// ``RemoteMapExposureLimit``, and loads (every page and handler bound, no conflict with routes
/// registered in code). Anything else leaves the routes exactly as they were. The map's routes
/// are one route collection: a new map replaces them in one commit, opens already running finish
/// on the old routes, and routes registered in code stay.
///
/// A map can switch a route off (`disabled`) or send it to its web version (`web`) without an
/// app release, and name the app versions it, or each of its routes, is for: a route for other
/// versions is left out of the app's routes. A page map that names no scheme or host lives
/// where the bundled map was placed in code (`RouteMapFile.placingPages(scheme:host:)`).
public actor RemoteRouteMaps {
    let router: Router
    let bindings: RouteMapBindings
    let app: String
    let keys: JSONWebKeySet
    let bundled: RouteMapFile
    let bundledVersion: Int
    let cache: RemoteMapCache
    let fetcher: RemoteMapFetcher
    let options: RemoteMapOptions
    let exposureLimit: RemoteMapExposureLimit
    let onEvent: @Sendable (RemoteMapEvent) -> Void
    /// The id of the route collection the map's routes are.
    let collectionID: String
    /// The app's version, which keeps or leaves out the routes of each map.
    let appVersion: AppVersion?

    var state = RemoteMapCache.State()
    /// Set at launch when the state file is there but does not read: remote maps are then off.
    var unreadableState: RemoteMapError?
    /// The map routing now, and its token when it came from a server.
    var current: (version: Int, map: RouteMap, signed: SignedRouteMap?)?
    var running: Task<[RemoteMapEvent], Never>?

    /// Sets up remote maps; nothing is loaded until ``start()``.
    ///
    /// - Parameters:
    ///   - router: The router the map's routes go into.
    ///   - bindings: The code for the page names and handler keys of every map.
    ///   - app: The app's id, as the server writes it into each map (its bundle id, say).
    ///   - url: Where the signed map is: `https`, or `http` on loopback for tests.
    ///   - keys: The public keys the app trusts, and the ids it revokes.
    ///   - bundled: The map shipped with the app, used when no newer valid map is cached.
    ///   - bundledVersion: The bundled map's version, in the server's numbering.
    ///   - cacheDirectory: A directory of its own for the cached map and what is remembered.
    ///   - options: Limits, retries, the clock allowance, the maximum age, the exposure limit.
    ///   - transport: The networking; `URLSession` unless the app brings its own.
    ///   - onEvent: Called with each event, in order, as it happens.
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/insecureURL`` for a URL that
    ///   is not `https` (or `http` on loopback), ``RemoteMapError/Code/wrongAppVersion`` for an
    ///   ``RemoteMapOptions/appVersion`` that is not a version.
    public init(
        router: Router, bindings: RouteMapBindings, app: String, url: URL, keys: JSONWebKeySet,
        bundled: RouteMapFile, bundledVersion: Int, cacheDirectory: URL,
        options: RemoteMapOptions = RemoteMapOptions(), transport: any RemoteMapTransport = URLSessionMapTransport(),
        onEvent: @escaping @Sendable (RemoteMapEvent) -> Void = { _ in }
    ) throws(RemoteMapError) {
        try RemoteMapFetcher.check(url)
        self.appVersion = try options.checkedAppVersion()
        self.router = router
        self.bindings = bindings
        self.app = app
        self.keys = keys
        self.bundled = bundled
        self.bundledVersion = bundledVersion
        self.cache = RemoteMapCache(directory: cacheDirectory)
        self.fetcher = RemoteMapFetcher(url: url, transport: transport, options: options)
        self.options = options
        self.exposureLimit = options.exposureLimit ?? .bundledMap(bundled.map)
        self.onEvent = onEvent
        self.collectionID = "remote route map \(app)"
    }

    /// The version of the map routing now; `nil` before ``start()``.
    public var version: Int? { current?.version }

    /// The check a token must pass now, against what was applied before: above `versionAbove`,
    /// and by no more than the largest step when `limitingStep`.
    func check(versionAbove: Int?, limitingStep: Bool) -> SignedMapCheck {
        SignedMapCheck(
            keys: keys, revokedByMaps: state.revokedKeys, app: app, versionAbove: versionAbove,
            maximumVersionStep: limitingStep ? options.maximumVersionStep : nil, now: options.now(),
            clockAllowance: options.clockAllowance.seconds, maximumSize: options.maximumSize, appVersion: appVersion, bundled: bundled)
    }

    /// Loads a map as the map's route collection, in place of the one routing, with the routes
    /// for the app's version.
    func load(_ file: RouteMapFile) throws(RouteMapLoadError) {
        let version = appVersion
        try router.load(file, bindings: bindings, id: collectionID, replacing: current == nil ? nil : collectionID) { $0.isFor(version) }
    }

    /// The map's first route beyond the ceiling, among the routes for the app's version.
    func violation(in map: RouteMap) -> RemoteMapError? {
        var kept = map
        kept.routes.removeAll { !$0.isFor(appVersion) }
        return exposureLimit.violation(in: kept)
    }

    /// The version a downloaded map must be above.
    var highestVersion: Int {
        state.highestVersion(atLeast: bundledVersion)
    }

    /// Reports an event and keeps it for the caller.
    func report(_ event: RemoteMapEvent, into events: inout [RemoteMapEvent]) {
        events.append(event)
        onEvent(event)
    }

    /// At launch: applies the newer of the bundled map and the cached copy of the last map
    /// applied. A cached copy that is corrupt, truncated, fails a check or does not load is
    /// ignored and reported; the bundled map is then applied.
    ///
    /// What is remembered is read first, less what the maps of keys the app no longer trusts
    /// left behind; the cached map's version and revocations are added again, in case the
    /// state file was lost. A state file that is there but does not read is not guessed at: the
    /// bundled map routes, and remote maps stay off while this instance runs (each refresh
    /// reports it) until the file is removed.
    ///
    /// - Returns: The events, in order (also given to `onEvent`).
    /// - Throws: `RouteMapLoadError` when the bundled map does not load (an unbound page, a
    ///   conflict with routes in code): the app's own mistake, which no download can mend.
    @discardableResult
    public func start() throws(RouteMapLoadError) -> [RemoteMapEvent] {
        var events: [RemoteMapEvent] = []
        unreadableState = nil
        do {
            state = (try cache.readState() ?? RemoteMapCache.State()).trusting(keys)
        } catch {
            state = RemoteMapCache.State()
            unreadableState = error
            report(RemoteMapEvent(.cacheIgnored, error: error), into: &events)
            try applyBundled(into: &events)
            return events
        }
        let cached = readCache(into: &events)
        if let cached, cached.version <= bundledVersion {
            cache.removeToken()   // an app update brought a newer map: the copy is no longer the last applied
        } else if let cached {
            do {
                try load(cached.file)
                state.record(cached)
                current = (cached.version, cached.file.map, cached)
                report(RemoteMapEvent(.keptFromCache, version: cached.version), into: &events)
                reportIfStale(cached, into: &events)
                return events
            } catch {
                report(RemoteMapEvent(.cacheIgnored, version: cached.version, error: Self.loadError(error)), into: &events)
            }
        }
        try applyBundled(into: &events)
        return events
    }

    /// Routes with the bundled map.
    func applyBundled(into events: inout [RemoteMapEvent]) throws(RouteMapLoadError) {
        try load(bundled)
        current = (bundledVersion, bundled.map, nil)
        report(RemoteMapEvent(.bundled, version: bundledVersion), into: &events)
    }

    /// The cached map if it passes every check, else `nil` with the reason reported.
    private func readCache(into events: inout [RemoteMapEvent]) -> SignedRouteMap? {
        do throws(RemoteMapError) {
            guard let token = try cache.readToken(maximumSize: options.maximumSize) else { return nil }
            // The cache holds the last map applied: an older one than remembered is not what was
            // written. It was applied, so its distance from the version before it is not checked.
            let signed = try check(versionAbove: state.highestVersion(atLeast: 0) - 1, limitingStep: false)
                .verify(token, file: "cached route map")
            if let error = violation(in: signed.file.map) { throw error }
            return signed
        } catch {
            report(RemoteMapEvent(.cacheIgnored, error: error), into: &events)
            return nil
        }
    }

    /// Reports a map issued longer ago than the maximum age.
    func reportIfStale(_ signed: SignedRouteMap, into events: inout [RemoteMapEvent]) {
        guard let maximumAge = options.maximumAge else { return }
        let age = options.now().timeIntervalSince(signed.issuedAt)
        guard age > maximumAge.seconds else { return }
        let error = RemoteMapError(
            .expired, "version \(signed.version) was issued \(Int(age)) s ago, more than the maximum age of \(Int(maximumAge.seconds)) s")
        report(RemoteMapEvent(.stale, version: signed.version, error: error), into: &events)
    }

    /// A load error as one line.
    static func loadError(_ error: RouteMapLoadError) -> RemoteMapError {
        RemoteMapError(.loadFailed, error.errors.map(\.description).joined(separator: "; "))
    }
}
